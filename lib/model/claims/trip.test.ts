import { TRAVEL_COUNTRIES } from '@/lib/config/travel';
import { claimCountries, claimTravellers } from './trip';

describe('who and where a trip\'s claim may name', () => {
  it('the contract\'s own countries; every country when it is worldwide or from before they were kept', () => {
    expect(claimCountries(['TR', 'EG'], false)).toEqual(['TR', 'EG']);
    expect(claimCountries(['TR'], true)).toHaveLength(TRAVEL_COUNTRIES.length);
    expect(claimCountries(undefined, undefined)).toHaveLength(TRAVEL_COUNTRIES.length);
    expect(claimCountries([], false)).toHaveLength(TRAVEL_COUNTRIES.length);
  });

  it('the holder first, then the travellers as declared', () => {
    expect(claimTravellers('OMAR KHALED HADDAD', [{ name: 'RANA HADDAD' }, { name: 'SAMI HADDAD' }])).toEqual(['OMAR KHALED HADDAD', 'RANA HADDAD', 'SAMI HADDAD']);
    expect(claimTravellers('OMAR KHALED HADDAD', undefined)).toEqual(['OMAR KHALED HADDAD']);
  });
});
