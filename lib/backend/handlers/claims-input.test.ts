/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { claimEvents, claims } from '../db/schema';
import { databaseForFile } from '../test-db';

let db: Db;
const kit = claimsKit(() => db);

databaseForFile('claims-input-test', (opened) => ({ db } = opened));

const RLO = '\u202e';
const claimsOf = (userId: number) => db.select().from(claims).where(eq(claims.userId, userId));

describe('a report is refused on its field, with a 400, and nothing is written', () => {
  it('a car claim at 0,0 (a position never found) is refused on the place', async () => {
    const owner = await kit.customer();
    const body = await kit.glassReport(owner.token, owner.motor.id, { location: { lat: 0, lng: 0, address: 'Airport road' } });
    const res = await kit.report(owner.token, body);
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_error', fields: { location: 'validation.placeInJordan' } } });
    expect(typeof res.body.message).toBe('string');
    expect(await claimsOf(owner.user.id)).toEqual([]);
  });

  it('a car claim in Damascus is refused the same way; one in Aqaba is taken', async () => {
    const owner = await kit.customer();
    const damascus = await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, { location: { lat: 33.51, lng: 36.29, address: 'Damascus' } }));
    expect(damascus).toMatchObject({ status: 400, body: { fields: { location: 'validation.placeInJordan' } } });
    const aqaba = await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, { location: { lat: 29.53, lng: 35.0, address: 'Aqaba port road' } }));
    expect(aqaba.status).toBe(200);
    expect(aqaba.body.claim.location).toEqual({ lat: 29.53, lng: 35.0, address: 'Aqaba port road' });
  });

  it('a right-to-left override in the other insurer or the police report number is refused on that field', async () => {
    const owner = await kit.customer();
    const details = { line: 'motor', has_police_report: false, other_party: false, injuries: false, drivable: true, driver: 'insured' };
    const insurer = await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, { details: { ...details, other_insurer: `Another${RLO} insurer` } }));
    expect(insurer).toMatchObject({ status: 400, body: { code: 'validation_error', fields: { 'details.other_insurer': 'validation.hiddenCharacters' } } });
    const police = await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, {
      details: { ...details, has_police_report: true, police_report_number: `1234${RLO}/2026` },
    }));
    expect(police).toMatchObject({ status: 400, body: { fields: { 'details.police_report_number': 'validation.hiddenCharacters' } } });
    expect(await claimsOf(owner.user.id)).toEqual([]);
  });
});

describe("a desk step's reason is refused on its field, and the claim stays as it was", () => {
  it('a refusal whose reason carries a right-to-left override', async () => {
    const { claim } = await kit.reportedClaim();
    const care = await kit.careToken();
    const res = await kit.desk(care.token, claim.id, 'refuse', { reason: `The policy does not cover${RLO} this event.` });
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_error', fields: { reason: 'validation.hiddenCharacters' } } });
    const [row] = await db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row).toMatchObject({ state: 'reported', version: claim.version });
    expect((await db.select().from(claimEvents).where(eq(claimEvents.claimId, claim.id))).map((e) => e.kind)).toEqual(['reported']);
  });
});
