import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLAIM_PHOTO_MAX_BYTES, MOTOR_EVENT_PHOTOS, type MotorPhotoSlot } from '@/lib/config/claims';
import type { Db } from '../db/client';
import { claimFiles, uploads } from '../db/schema';
import { writeUploadFile } from '../uploads';

/** The drawn photos the demo's car claims carry (scripts/make-claim-photos.mjs makes them). */
const PHOTO_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/backend/seeds/photos');

const FILE_OF: Record<MotorPhotoSlot, string> = {
  front_left: 'front-left.jpg', front_right: 'front-right.jpg', rear_left: 'rear-left.jpg', rear_right: 'rear-right.jpg',
  damage: 'damage.jpg', other_plate: 'rear-right.jpg',
};

/**
 * A demo car claim's guided photos, as its report would have sent them: one upload per slot the
 * event asks for (MOTOR_EVENT_PHOTOS), stored like a customer's (the same store and checks), owned by
 * the customer and claimed for the claim. A broken glass's damage is the windscreen.
 */
export async function seedClaimPhotos(db: Db, claim: { id: number; userId: number; event: string }, at: Date): Promise<void> {
  const slots = MOTOR_EVENT_PHOTOS[claim.event as keyof typeof MOTOR_EVENT_PHOTOS] ?? [];
  for (const [position, slot] of slots.entries()) {
    const name = slot === 'damage' && claim.event === 'glass' ? 'windscreen.jpg' : FILE_OF[slot];
    const written = await writeUploadFile(db, new Response(readFileSync(path.join(PHOTO_DIR, name))).body, 'image/jpeg', CLAIM_PHOTO_MAX_BYTES);
    await db.insert(uploads).values({
      id: written.id, sessionId: null, userId: claim.userId, address: '127.0.0.1', purpose: 'claim-file', type: 'image/jpeg',
      size: written.size, name, path: written.path, sha256: written.sha256, createdAt: at, claimedAt: at,
    });
    await db.insert(claimFiles).values({ claimId: claim.id, uploadId: written.id, kind: 'photo', slot, name, position });
  }
}
