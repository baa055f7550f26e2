import { appointmentChanges, type ChangeableValues } from './changes';

const before: ChangeableValues = {
  date: '2026-12-03', timePeriod: '14:30-16:30', note: '', canMove: true, towing: false, name: 'Omar', phone: '0790000001',
  lat: 31.95, lng: 35.91, address: 'Mecca Street, Amman',
};

describe('appointmentChanges', () => {
  it('lists nothing when nothing changed', () => {
    expect(appointmentChanges(before, { ...before })).toEqual([]);
  });

  it('records each changed field before and after, in the history\'s order', () => {
    const after = { ...before, date: '2026-12-05', towing: true, note: 'Dent', lat: 32.06, lng: 36.09, address: 'Army Street, Zarqa' };
    expect(appointmentChanges(before, after)).toEqual([
      { field: 'date', from: '2026-12-03', to: '2026-12-05' },
      { field: 'location', from: { lat: 31.95, lng: 35.91, address: 'Mecca Street, Amman' }, to: { lat: 32.06, lng: 36.09, address: 'Army Street, Zarqa' } },
      { field: 'towing', from: false, to: true },
      { field: 'note', from: '', to: 'Dent' },
    ]);
  });
});
