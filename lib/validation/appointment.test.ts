import { appointmentChangeForm, appointmentRequest, cancelNote } from './appointment';
import { firstMessages } from './issues';

const place = { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' };
const booking = {
  policy_id: 101, date: '2026-12-13', time_period: '10:30-12:30', note: 'Call me when you arrive', can_move: true, towing: false,
  location: place, name: 'Omar Haddad', phone: '0791234567',
};
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.success ? {} : firstMessages(result.error!.issues));

describe('a Lababak booking', () => {
  it('takes a place in Jordan, a note over several lines, an Arabic address', () => {
    expect(fieldsOf(appointmentRequest.safeParse(booking))).toEqual({});
    expect(fieldsOf(appointmentRequest.safeParse({ ...booking, note: 'البوابة الخلفية\nقرب المسجد', location: { ...place, address: 'شارع مكة، عمّان' } }))).toEqual({});
  });

  it('refuses a place outside Jordan on the place, saying what to do', () => {
    expect(fieldsOf(appointmentRequest.safeParse({ ...booking, location: { ...place, lat: 0, lng: 0 } }))).toEqual({ location: 'validation.placeInJordan' });
    expect(fieldsOf(appointmentRequest.safeParse({ ...booking, location: { ...place, lat: 33.51, lng: 36.29 } }))).toEqual({ location: 'validation.placeInJordan' });
  });

  it('refuses hidden formatting in the note, the address, the name and the cancel note, each on its field', () => {
    expect(fieldsOf(appointmentRequest.safeParse({ ...booking, note: 'Call me\u202e first' }))).toEqual({ note: 'validation.hiddenCharacters' });
    expect(fieldsOf(appointmentRequest.safeParse({ ...booking, location: { ...place, address: 'Abdali\u2066 Boulevard' } })))
      .toEqual({ 'location.address': 'validation.hiddenCharacters' });
    expect(fieldsOf(appointmentRequest.safeParse({ ...booking, name: 'Omar\u200b Haddad' }))).toEqual({ name: 'validation.hiddenCharacters' });
    expect(fieldsOf(cancelNote.safeParse({ notes: 'I sold the car\u202e' }))).toEqual({ notes: 'validation.hiddenCharacters' });
  });

  it('the change form refuses a new place outside Jordan the same way', () => {
    const change = { date: '2026-12-13', time_period: '10:30-12:30', note: '', can_move: true, towing: false, name: 'Omar Haddad', phone: '0791234567', place: 'change' };
    expect(fieldsOf(appointmentChangeForm.safeParse({ ...change, location: { ...place, approved: true } }))).toEqual({});
    expect(fieldsOf(appointmentChangeForm.safeParse({ ...change, location: { lat: 0, lng: 0, address: 'Somewhere', approved: true } })))
      .toEqual({ location: 'validation.placeInJordan' });
  });
});
