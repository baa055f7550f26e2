import { CLAIM_EVENTS } from '@/lib/config/claims';
import { COVERS, PRODUCT_COVERS, type CoverKey } from '@/lib/config/covers';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { claimEventsOf, contractCoverOf, coverOfEvent, coverProductOf, paysOnlyOthers } from './covers';

describe('the events a contract offers are those its covers pay', () => {
  it.each([
    ['motor', 'MC-TPL', ['third_party_damage']],
    ['motor', 'MC-COMP', ['collision', 'theft', 'fire', 'glass', 'flood', 'third_party_damage']],
    ['travel', 'TR-SKY-KSA', ['medical', 'baggage', 'baggage_delay', 'flight_delay']],
    ['travel', 'TR-SKY', ['medical', 'baggage', 'baggage_delay', 'flight_delay']],
    ['travel', 'TR-SKY-PLUS-TUR-EGY', ['medical', 'baggage', 'baggage_delay', 'flight_delay', 'cancellation', 'liability_abroad']],
    ['home', 'HM-STD', ['water', 'fire', 'theft']],
    ['home', 'HM-PLUS', ['water', 'fire', 'theft']],
    ['medical', 'MD-GOLD', ['treatment']],
    ['personal-accident', 'PG-500', ['injury']],
  ] as const)('%s %s offers %j', (line, code, events) => {
    expect(claimEventsOf(line, code)).toEqual(events);
  });

  it('a third-party car contract offers none of the own-car events, and says it pays only others', () => {
    for (const event of ['collision', 'theft', 'fire', 'glass', 'flood'] as const) expect(claimEventsOf('motor', 'MC-TPL')).not.toContain(event);
    expect(paysOnlyOthers('motor', 'MC-TPL')).toBe(true);
    expect(paysOnlyOthers('motor', 'MC-COMP')).toBe(false);
  });

  it('a code the table does not know reads as the line\'s widest product: the desk decides, nothing is refused on the portal', () => {
    expect(coverProductOf('motor', 'MC-NEW')).toBe('motor-comprehensive');
    expect(coverProductOf('travel', 'TR-GOLD')).toBe('travel-sky-plus');
  });

  it('names the cover an event needs, per line (a home fire is not a car fire)', () => {
    expect(coverOfEvent('motor', 'theft')).toBe('motor_theft');
    expect(coverOfEvent('home', 'theft')).toBe('home_theft');
    expect(coverOfEvent('travel', 'cancellation')).toBe('travel_cancellation');
    expect(coverOfEvent('motor', 'third_party_damage')).toBe('motor_third_party');
  });

  it('gives the contract\'s limit and excess of an event\'s cover', () => {
    expect(contractCoverOf('motor', 'MC-COMP', 'collision')).toEqual({ cover: 'motor_own_damage', limit: { insuredSumPercent: 100 }, excessJod: 100 });
    expect(contractCoverOf('motor', 'MC-TPL', 'collision')).toBeUndefined();
    expect(contractCoverOf('travel', 'TR-SKY-KSA', 'flight_delay')).toEqual({ cover: 'travel_flight_delay', limit: { jod: 100 }, excessJod: 0 });
    expect(contractCoverOf('travel', 'TR-SKY-PLUS', 'medical')).toEqual({ cover: 'travel_medical', limit: { jod: 50_000 }, excessJod: 0 });
  });
});

describe('the covers table', () => {
  it('pays each event of a line from exactly one cover, and every event of a line from some cover', () => {
    for (const [line, events] of Object.entries(CLAIM_EVENTS)) {
      for (const event of events) {
        const payers = (Object.keys(COVERS) as CoverKey[]).filter((k) => COVERS[k].line === line && (COVERS[k].events as readonly string[]).includes(event));
        expect([line, event, payers.length]).toEqual([line, event, 1]);
      }
    }
  });

  it('lists each cover once per product, of the product\'s line', () => {
    for (const covers of Object.values(PRODUCT_COVERS)) expect(new Set(covers.map((c) => c.cover)).size).toBe(covers.length);
  });

  it('names and says what each cover pays in both languages', () => {
    for (const key of Object.keys(COVERS) as CoverKey[]) {
      for (const messages of [en, ar]) {
        expect(messages.covers[key].name).toBeTruthy();
        expect(messages.covers[key].pays).toBeTruthy();
      }
    }
  });
});
