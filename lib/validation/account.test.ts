import { firstMessages } from './issues';
import { identityDocumentsFormSchema, profileSchema, signUpIncomeFormSchema } from './account';
import { signUpAccountFormSchema } from './sign-up';
import { chequeLookupSchema } from './cheque';
import { loginSchema } from './sign-in';
import { contactMessageSchema } from '@/lib/api/endpoints/contact';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : firstMessages(result.error!.issues);

describe('the account forms say what to do with each field', () => {
  it('sign-up: an empty account step names every field in its own words, never a bare "required"', () => {
    const found = messagesOf(signUpAccountFormSchema.safeParse({ nationality: 'JO', national_id: '', passport_id: '', name_ar: '', name_en: '', mobile: '', email: '', password: '', confirmPassword: '' }));
    expect(found).toEqual({
      national_id: 'validation.nationalId',
      name_ar: 'validation.nameRequired',
      name_en: 'validation.nameRequired',
      mobile: 'validation.phoneRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      confirmPassword: 'signUp.validation.confirmPassword',
    });
    expect(messagesOf(signUpAccountFormSchema.safeParse({})).nationality).toBe('signUp.validation.nationality');
  });

  it('sign-up: compound names count as one of four; the English name takes Latin letters only', () => {
    const account = { nationality: 'JO', national_id: '2000000001', mobile: '0791234567', email: 'a@b.jo', password: 'Secret12', confirmPassword: 'Secret12' };
    expect(signUpAccountFormSchema.safeParse({ ...account, name_ar: 'محمد عبد الله أحمد الخطيب', name_en: 'Mohammad Abd Allah Ahmad Khatib' }).success).toBe(true);
    expect(messagesOf(signUpAccountFormSchema.safeParse({ ...account, name_ar: 'محمد عبد الله أحمد الخطيب', name_en: 'محمد عبد الله أحمد الخطيب' }))).toEqual({ name_en: 'validation.latinName' });
  });

  it('sign-up: the last step asks for the income, and for the password only when the page lost it', () => {
    expect(messagesOf(signUpIncomeFormSchema(false).safeParse({ monthly_income: '' }))).toEqual({ monthly_income: 'signUp.validation.monthlyIncome' });
    expect(signUpIncomeFormSchema(false).safeParse({ monthly_income: '1000-2000' }).success).toBe(true);
    expect(messagesOf(signUpIncomeFormSchema(true).safeParse({ monthly_income: '1000-2000', password: '', confirmPassword: '' }))).toEqual({
      password: 'validation.passwordRequired', confirmPassword: 'signUp.validation.confirmPassword',
    });
    expect(signUpIncomeFormSchema(true).safeParse({ monthly_income: '1000-2000', password: 'Secret12', confirmPassword: 'Secret12' }).success).toBe(true);
  });

  it('sign-up: a side never chosen asks for its photo, by the field the server names', () => {
    const file = { id: '6f1c1a52-4c6e-4d8e-9f59-0d4a4f3c2b1a', name: 'front.png', type: 'image/png', size: 10 };
    expect(messagesOf(identityDocumentsFormSchema.safeParse({ documents: { front: file, back: null } }))).toEqual({ 'documents.back': 'signUp.validation.documentBack' });
    expect(messagesOf(identityDocumentsFormSchema.safeParse({ documents: {} }))).toEqual({
      'documents.front': 'signUp.validation.documentFront', 'documents.back': 'signUp.validation.documentBack',
    });
  });

  it('the profile, sign-in, cheque and contact forms name their empty fields', () => {
    expect(messagesOf(profileSchema.safeParse({ name_ar: 'محمد عبد الله أحمد الخطيب', name_en: 'Mohammad Abd Allah Ahmad Khatib', city: '', employer: '', monthly_income: '', message_language: '' }))).toEqual({
      city: 'profile.validation.city', employer: 'profile.validation.employer', monthly_income: 'profile.validation.monthlyIncome',
      message_language: 'profile.validation.messageLanguage',
    });
    expect(messagesOf(loginSchema.safeParse({ login: '', password: '' }))).toEqual({ login: 'signIn.validation.login', password: 'validation.passwordRequired' });
    expect(messagesOf(chequeLookupSchema.safeParse({ cheque_id: ' ', phone: '' }))).toEqual({ cheque_id: 'cheques.idRequired' });
    expect(messagesOf(contactMessageSchema.safeParse({ name: '', email: 'a@b.jo', phone: '0791234567', subject: '', message: ' \n ' }))).toEqual({
      name: 'contact.validation.name', subject: 'contact.validation.subject', message: 'contact.validation.message',
    });
  });
});
