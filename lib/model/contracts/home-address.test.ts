import { homeAddressLine, homeKindText } from './home-address';

const word = (key: string, value: string) => `${key}:${value}`;
const home = { property_kind: 'apartment', governorate: 'irbid', area: 'Al-Hashmi', street: 'Wasfi Al-Tal St', building: '12' };

describe('homeAddressLine', () => {
  it('reads from the street to the governorate, named in the reader\'s language, the typed parts as typed', () => {
    expect(homeAddressLine(home, 'en', word)).toBe('Wasfi Al-Tal St, building:12, Al-Hashmi, Irbid');
    expect(homeAddressLine(home, 'ar', word)).toBe('Wasfi Al-Tal St، building:12، Al-Hashmi، إربد');
  });

  it('prints the floor and the apartment only when given', () => {
    expect(homeAddressLine({ ...home, floor: '3', apartment: '7' }, 'en', word)).toBe('Wasfi Al-Tal St, building:12, floor:3, apartment:7, Al-Hashmi, Irbid');
  });

  it('names the kind of home in the reader\'s language', () => {
    expect(homeKindText(home, 'en')).toBe('Apartment');
    expect(homeKindText(home, 'ar')).toBe('شقة');
  });
});
