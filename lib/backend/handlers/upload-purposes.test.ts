/** @jest-environment node */
import { like } from 'drizzle-orm';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@/lib/config/uploads';
import type { Db } from '../db/client';
import { rateLimits, uploads } from '../db/schema';
import { backendClient } from '../test-client';
import { databaseForFile } from '../test-db';

/** POST /uploads for every purpose from every account state of spec §4: only what the state allows. */
let db: Db;
databaseForFile('upload-purposes', (opened) => ({ db } = opened));
beforeEach(() => db.delete(rateLimits));

const { call, newSession, signIn } = backendClient(() => db);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');

/** The demo account of each state (lib/backend/seed.ts); null is a visitor with a session and no account. */
const SENDERS: Record<string, string | null> = {
  visitor: null,
  unverified: 'new@portal.test',
  review: 'review@portal.test',
  rejected: 'rejected@portal.test',
  blocked: 'blocked@portal.test',
  customer: 'demo@portal.test',
  care: 'care@portal.test',
};

/** What each may send: the product rule, written out here apart from lib/config/uploads.ts so a change to one shows. */
const ALLOWED: Record<string, readonly UploadPurpose[]> = {
  visitor: ['identity'],
  unverified: ['identity'],
  review: ['identity'],
  rejected: [],
  blocked: [],
  customer: ['title-deed', 'driving-licence', 'vehicle-licence', 'damage-photo', 'claim-file'],
  care: ['damage-photo'],
};

const cases = Object.keys(SENDERS).flatMap((sender) => UPLOAD_PURPOSES.map((purpose) => [sender, purpose] as const));

describe('POST /uploads by account state and purpose', () => {
  const tokens = new Map<string, string>();
  const tokenOf = async (sender: string) => {
    if (!tokens.has(sender)) {
      const email = SENDERS[sender]!;
      tokens.set(sender, email ? await signIn(email) : await newSession());
    }
    return tokens.get(sender)!;
  };

  it.each(cases)('%s sending for %s', async (sender, purpose) => {
    const before = (await db.select({ id: uploads.id }).from(uploads)).length;
    const res = await call('POST', `/uploads?purpose=${purpose}`, {
      token: await tokenOf(sender), body: PNG, address: '10.9.0.1',
      headers: { 'content-type': 'image/png', 'x-file-name': 'scan.png' },
    });
    if (ALLOWED[sender]!.includes(purpose)) {
      expect(res.status).toBe(200);
      return;
    }
    expect(res).toMatchObject({ status: 403, body: { code: sender === 'visitor' ? 'sign_in_required' : 'upload_not_allowed' } });
    expect((await db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
    // Refused before anything is counted: no upload limit was spent by it.
    expect(await db.select().from(rateLimits).where(like(rateLimits.key, 'upload:%'))).toEqual([]);
  });
});
