import { RENEWAL_GRACE_DAYS_AFTER_EXPIRY } from '@/lib/config/business';
import type { Policy } from '@/lib/model/contracts/policy';
import { formatDate } from '@/lib/format';
import { expiringNext, expiryNotice, isPolicyLine, offersBuyAgain, ofLine, renewalOf, sortForList } from './display';

const policy = (id: number, over: Partial<Policy> = {}): Policy => ({
  id, line: 'motor', contract_number: `P-${id}`, segment_code: 'MC', effective_date: '2026-01-01', expiry: '2026-12-31',
  days_to_expire: 100, plate_number: null, document_id: null, vehicle_type: null, vehicle_model: null, production_year: null,
  insured_sum: 500, premium: 50, status: 'active', renewal_blocked_reason: null, ...over,
});

describe('contract lists', () => {
  it('sorts soonest expiry first and expired contracts last, most recently expired first', () => {
    const list = [policy(1, { days_to_expire: 30 }), policy(2, { days_to_expire: -12 }), policy(3, { days_to_expire: 10 }),
      policy(4, { days_to_expire: -1 }), policy(5, { days_to_expire: 0 }), policy(6, { days_to_expire: 10 })];
    expect(sortForList(list).map((p) => p.id)).toEqual([5, 3, 6, 1, 4, 2]);
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps one line\'s contracts', () => {
    const list = [policy(1), policy(2, { line: 'travel' }), policy(3, { days_to_expire: 5 })];
    expect(ofLine(list, 'motor').map((p) => p.id)).toEqual([3, 1]);
    expect(ofLine(list, 'home')).toEqual([]);
  });

  it('knows the five lines and nothing else', () => {
    expect(['motor', 'travel', 'home', 'medical', 'personal-accident'].every(isPolicyLine)).toBe(true);
    expect(['car', 'contact-us', '', 'Motor'].some(isPolicyLine)).toBe(false);
  });
});

describe('expiry notice', () => {
  it('warns from the expiry day up to 20 days before it, and says expired after it', () => {
    const year = { effective_date: '2026-01-01', expiry: '2026-12-31' };
    expect(expiryNotice({ ...year, days_to_expire: 0 })).toBe('expiring');
    expect(expiryNotice({ ...year, days_to_expire: 10 })).toBe('expiring');
    expect(expiryNotice({ ...year, days_to_expire: 20 })).toBe('expiring');
    expect(expiryNotice({ ...year, days_to_expire: 21 })).toBeNull();
    expect(expiryNotice({ ...year, days_to_expire: 30 })).toBeNull();
    expect(expiryNotice({ ...year, days_to_expire: -1 })).toBe('expired');
  });

  it('says when a contract not yet started begins, and offers no buying again for it', () => {
    const trip = { effective_date: '2026-12-05', expiry: '2026-12-10', days_to_expire: 12 };
    expect(expiryNotice(trip)).toBe('upcoming');
    expect(offersBuyAgain({ ...trip, line: 'travel' })).toBe(false);
    expect(offersBuyAgain({ ...trip, effective_date: '2026-11-25', line: 'travel' })).toBe(true);
  });

  it('does not warn about a contract whose renewal is issued, nor list it among those that expire next', () => {
    const renewed_by = { id: 9, contract_number: 'P-MOT-2026-W000009', expiry: '2027-12-31' };
    const year = { effective_date: '2026-01-01', expiry: '2026-12-31' };
    expect(expiryNotice({ ...year, days_to_expire: 10, renewed_by })).toBeNull();
    expect(expiryNotice({ ...year, days_to_expire: -3, renewed_by })).toBe('expired');
    const list = [policy(1, { days_to_expire: 10, renewed_by }), policy(2, { days_to_expire: 15 }), policy(9, { days_to_expire: 400, renewal_of_id: 1 })];
    expect(expiringNext(list).map((p) => p.id)).toEqual([2, 9]);
  });
});

describe('renewal of a motor contract', () => {
  it('offers renewal within 45 days of expiry', () => {
    expect(renewalOf(policy(1, { days_to_expire: 10 }))).toEqual({ kind: 'renew' });
    expect(renewalOf(policy(1, { days_to_expire: 45 }))).toEqual({ kind: 'renew' });
  });

  it('says when the window opens for a contract further out', () => {
    const later = renewalOf(policy(1, { days_to_expire: 46, expiry: '2027-03-01' }));
    expect(later?.kind).toBe('later');
    if (later?.kind === 'later') expect(formatDate(later.opensOn)).toBe('15-01-2027');
  });

  it('sends a blocked contract to the company whatever its expiry', () => {
    expect(renewalOf(policy(1, { days_to_expire: 200, renewal_blocked_reason: 'bank' }))).toEqual({ kind: 'company', reason: 'bank' });
    expect(renewalOf(policy(1, { days_to_expire: 5, renewal_blocked_reason: 'claim' }))).toEqual({ kind: 'company', reason: 'claim' });
  });

  it('offers renewal for 30 days after expiry, as the renewal page allows, then nothing', () => {
    expect(renewalOf(policy(1, { days_to_expire: -1 }))).toEqual({ kind: 'renew' });
    expect(renewalOf(policy(1, { days_to_expire: -RENEWAL_GRACE_DAYS_AFTER_EXPIRY }))).toEqual({ kind: 'renew' });
    expect(renewalOf(policy(1, { days_to_expire: -5, renewal_blocked_reason: 'bank' }))).toEqual({ kind: 'company', reason: 'bank' });
    expect(renewalOf(policy(1, { days_to_expire: -RENEWAL_GRACE_DAYS_AFTER_EXPIRY - 1 }))).toBeNull();
  });

  it('follows the backend where it answers: renewed (with the renewal), barred, company-only, expired, too early', () => {
    const by = { id: 9, contract_number: 'P-MOT-2026-W000009', expiry: '2027-12-31' };
    const state = (s: NonNullable<Policy['renewal']>['state'], over: Partial<NonNullable<Policy['renewal']>> = {}) => ({ state: s, reason: null, opens_on: null, ...over });
    expect(renewalOf(policy(1, { days_to_expire: 10, renewed_by: by, renewal: state('renewed') }))).toEqual({ kind: 'renewed', by });
    // Inside the window by its dates, yet the customer is barred from web issuing: no Renew.
    expect(renewalOf(policy(1, { days_to_expire: 25, renewal: state('barred') }))).toEqual({ kind: 'company', reason: 'barred' });
    expect(renewalOf(policy(1, { days_to_expire: 20, renewal: state('blocked', { reason: 'blacklist' }) }))).toEqual({ kind: 'company', reason: 'blacklist' });
    expect(renewalOf(policy(1, { days_to_expire: -40, renewal: state('expired') }))).toEqual({ kind: 'company', reason: 'expired' });
    expect(renewalOf(policy(1, { days_to_expire: 10, renewal: state('renewable') }))).toEqual({ kind: 'renew' });
    const later = renewalOf(policy(1, { days_to_expire: 46, renewal: state('too-early', { opens_on: '2027-01-15' }) }));
    expect(later?.kind === 'later' && formatDate(later.opensOn)).toBe('15-01-2027');
  });

  it('offers nothing for other lines', () => {
    expect(renewalOf(policy(1, { line: 'travel', days_to_expire: 10 }))).toBeNull();
  });
});
