/** @jest-environment node */
import type { Db } from '../../db/client';
import { memoryDb } from '../../test-db';
import { newChallenge, provesWork } from './challenge';
import { demandProofOfWork } from './demand';
import { solveProof } from './test-proof';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());

describe('a proof of work', () => {
  it('is a signed PBKDF2 challenge for one purpose, good for five minutes', async () => {
    const now = new Date();
    const challenge = await newChallenge(db, 'reset', now);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1_000, data: { purpose: 'reset' } });
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now.getTime() + 300_000) / 1000));
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('proves work within its five minutes and not after them', async () => {
    const now = Date.now();
    const inTime = await solveProof(await newChallenge(db, 'reset', new Date(now - 290_000)));
    const late = await solveProof(await newChallenge(db, 'reset', new Date(now - 301_000)));
    expect(await provesWork(db, inTime, 'reset', new Date(now))).toBe(true);
    expect(await provesWork(db, late, 'reset', new Date(now))).toBe(false);
  });

  it('proves work once: its replay, however parallel, proves nothing', async () => {
    const now = new Date();
    const pow = await solveProof(await newChallenge(db, 'sign-up', now));
    expect(await provesWork(db, pow, 'sign-up', now)).toBe(true);
    expect(await provesWork(db, pow, 'sign-up', now)).toBe(false);
    const fresh = await solveProof(await newChallenge(db, 'sign-up', now));
    const parallel = await Promise.all(Array.from({ length: 10 }, () => provesWork(db, fresh, 'sign-up', now)));
    expect(parallel.filter(Boolean)).toHaveLength(1);
  });

  it('made for one purpose proves nothing for another; a tampered, unsolved or foreign one proves nothing', async () => {
    const now = new Date();
    const challenge = await newChallenge(db, 'reset', now);
    const pow = await solveProof(challenge);
    expect(await provesWork(db, pow, 'sign-in', now)).toBe(false);
    const payload = JSON.parse(Buffer.from(pow, 'base64').toString()) as { challenge: { parameters: { cost: number } }; solution: { derivedKey: string } };
    const cheaper = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } };
    expect(await provesWork(db, Buffer.from(JSON.stringify(cheaper)).toString('base64'), 'reset', now)).toBe(false);
    const wrongAnswer = { ...payload, solution: { ...payload.solution, derivedKey: `00${payload.solution.derivedKey.slice(2)}` === payload.solution.derivedKey ? `11${payload.solution.derivedKey.slice(2)}` : `00${payload.solution.derivedKey.slice(2)}` } };
    expect(await provesWork(db, Buffer.from(JSON.stringify(wrongAnswer)).toString('base64'), 'reset', now)).toBe(false);
    for (const junk of [undefined, '', 'not base64 at all', Buffer.from('{"challenge":null}').toString('base64'), Buffer.from('[1,2]').toString('base64')]) {
      expect(await provesWork(db, junk, 'reset', now)).toBe(false);
    }
    // The right one still proves its own purpose: the failures above used nothing up.
    expect(await provesWork(db, pow, 'reset', now)).toBe(true);
  });

  it('is asked for only under pressure, with a new challenge (428), and lets a solved one through', async () => {
    const now = new Date();
    await expect(demandProofOfWork(db, { pressed: false, pow: undefined, purpose: 'code', now })).resolves.toBeUndefined();
    const asked = await demandProofOfWork(db, { pressed: true, pow: undefined, purpose: 'code', now }).catch((e: unknown) => e);
    expect(asked).toMatchObject({ status: 428, code: 'pow_required', extra: { challenge: { parameters: { data: { purpose: 'code' } } } } });
    const pow = await solveProof((asked as { extra: { challenge: Parameters<typeof solveProof>[0] } }).extra.challenge);
    await expect(demandProofOfWork(db, { pressed: true, pow, purpose: 'code', now })).resolves.toBeUndefined();
    await expect(demandProofOfWork(db, { pressed: true, pow, purpose: 'code', now })).rejects.toMatchObject({ status: 428 });
  });
});
