import { RENEWAL_GRACE_DAYS_AFTER_EXPIRY } from '@/lib/config/business';
import type { Policy } from '@/lib/api/endpoints/policies';
import { formatDate } from '@/lib/format';
import { expiryNotice, isPolicyLine, ofLine, renewalOf, sortForList } from './display';

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
    expect(expiryNotice({ days_to_expire: 0 })).toBe('expiring');
    expect(expiryNotice({ days_to_expire: 10 })).toBe('expiring');
    expect(expiryNotice({ days_to_expire: 20 })).toBe('expiring');
    expect(expiryNotice({ days_to_expire: 21 })).toBeNull();
    expect(expiryNotice({ days_to_expire: 30 })).toBeNull();
    expect(expiryNotice({ days_to_expire: -1 })).toBe('expired');
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
    expect(renewalOf(policy(1, { days_to_expire: 200, renewal_blocked_reason: 'bank' }))).toEqual({ kind: 'blocked', reason: 'bank' });
    expect(renewalOf(policy(1, { days_to_expire: 5, renewal_blocked_reason: 'claim' }))).toEqual({ kind: 'blocked', reason: 'claim' });
  });

  it('offers renewal for 30 days after expiry, as the renewal page allows, then nothing', () => {
    expect(renewalOf(policy(1, { days_to_expire: -1 }))).toEqual({ kind: 'renew' });
    expect(renewalOf(policy(1, { days_to_expire: -RENEWAL_GRACE_DAYS_AFTER_EXPIRY }))).toEqual({ kind: 'renew' });
    expect(renewalOf(policy(1, { days_to_expire: -5, renewal_blocked_reason: 'bank' }))).toEqual({ kind: 'blocked', reason: 'bank' });
    expect(renewalOf(policy(1, { days_to_expire: -RENEWAL_GRACE_DAYS_AFTER_EXPIRY - 1 }))).toBeNull();
  });

  it('offers nothing for other lines', () => {
    expect(renewalOf(policy(1, { line: 'travel', days_to_expire: 10 }))).toBeNull();
  });
});
