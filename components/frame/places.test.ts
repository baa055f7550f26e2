import { BAR_PLACES, currentness, OVERVIEW, PLACE_GROUPS } from './places';

const place = (key: string) => {
  const found = [OVERVIEW, ...PLACE_GROUPS.flatMap((g) => g.places)].find((p) => p.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('currentness', () => {
  it('marks the place itself as the page', () => {
    expect(currentness(OVERVIEW, '/dashboard')).toBe('page');
    expect(currentness(place('motor'), '/dashboard/motor')).toBe('page');
  });
  it('marks a line for its contract pages, and nothing else', () => {
    expect(currentness(place('motor'), '/policy/motor/12')).toBe('true');
    expect(currentness(place('travel'), '/policy/motor/12')).toBeUndefined();
    // The overview is not "inside" for every dashboard page.
    expect(currentness(OVERVIEW, '/dashboard/motor')).toBeUndefined();
  });
  it('keeps the profile marked on both profile screens', () => {
    expect(currentness(place('profile'), '/profile/personal-info')).toBe('page');
    expect(currentness(place('profile'), '/profile/login-info')).toBe('true');
  });
  it('marks the claims for the list and each claim', () => {
    expect(currentness(place('claims'), '/claims')).toBe('page');
    expect(currentness(place('claims'), '/claims/42')).toBe('true');
    expect(currentness(place('claims'), '/claims-desk')).toBeUndefined();
  });
  it('does not mistake a longer path for a place', () => {
    expect(currentness(place('offers'), '/offers-archive')).toBeUndefined();
    expect(currentness(place('offers'), '/offers/3')).toBe('true');
  });
  it('puts four places in the phone bar, the overview first', () => {
    expect(BAR_PLACES.map((p) => p.key)).toEqual(['home', 'lababak', 'offers', 'contactUs']);
  });
});
