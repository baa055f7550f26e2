import { firstMessages } from '@/lib/validation/issues';
import { contactMessageSchema } from './contact';

const contact = { name: 'Omar Haddad', email: 'omar@example.jo', phone: '0791234567', subject: 'My claim', message: 'Please call me back.\nAfter five.' };
const fieldsOf = (value: unknown) => {
  const parsed = contactMessageSchema.safeParse(value);
  return parsed.success ? {} : firstMessages(parsed.error.issues);
};

describe('a contact message (quoted in the staff e-mail)', () => {
  it('takes a message over several lines', () => {
    expect(fieldsOf(contact)).toEqual({});
  });

  it('refuses hidden formatting in the name, the subject and the message, each on its field', () => {
    expect(fieldsOf({ ...contact, name: 'Omar\u202e Haddad', subject: 'My\u2067 claim', message: 'Please\ufeff call me back.' })).toEqual({
      name: 'validation.hiddenCharacters', subject: 'validation.hiddenCharacters', message: 'validation.hiddenCharacters',
    });
  });
});
