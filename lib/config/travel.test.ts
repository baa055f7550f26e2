import { countryNames, tripZone } from './travel';

describe('tripZone: the zone follows from where the trip goes', () => {
  it.each([
    [['SA'], 'ksa'],
    [['TR'], 'turkey-egypt'],
    [['EG'], 'turkey-egypt'],
    [['US'], 'usa-canada-australia'],
    [['CA'], 'usa-canada-australia'],
    [['AU'], 'usa-canada-australia'],
    [['DE'], 'other'],
    [['OT'], 'other'],
  ] as const)('%j is in %s', (countries, zone) => {
    expect(tripZone({ countries, worldwide: false })).toBe(zone);
  });

  it('prices a trip to several countries on the widest zone among them, in any order', () => {
    expect(tripZone({ countries: ['SA', 'TR'], worldwide: false })).toBe('turkey-egypt');
    expect(tripZone({ countries: ['TR', 'SA'], worldwide: false })).toBe('turkey-egypt');
    expect(tripZone({ countries: ['EG', 'FR', 'SA'], worldwide: false })).toBe('other');
    expect(tripZone({ countries: ['DE', 'US'], worldwide: false })).toBe('usa-canada-australia');
  });

  it('puts a worldwide trip in the widest zone whatever the countries', () => {
    expect(tripZone({ countries: ['SA'], worldwide: true })).toBe('usa-canada-australia');
  });

  it('knows no zone without a known country', () => {
    expect(tripZone({ countries: [], worldwide: false })).toBeUndefined();
    expect(tripZone({ countries: ['SA', 'XX'], worldwide: false })).toBeUndefined();
  });

  it('names the countries in the reader\'s language', () => {
    expect(countryNames(['US', 'CA'], 'en')).toEqual(['United States', 'Canada']);
    expect(countryNames(['US'], 'ar')).toEqual(['الولايات المتحدة']);
  });
});
