import { eq } from 'drizzle-orm';
import { ammanDay } from '@/lib/calendar/days';
import { uploads } from '../../db/schema';
import { assertDocumentsFree, type ContractDocument } from '../../uploads';
import type { Writer } from '../../db/tx';

const UUID = /^[0-9a-f-]{36}$/i;

/** The title deed a home contract is bought with; an id that is no upload id names nothing. */
export const titleDeedList = (id: string): ContractDocument[] =>
  [{ field: 'title_deed', id: UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000', purpose: 'title-deed' }];

/**
 * Before pricing a home: the title deed named is the customer's own upload, sent as a title deed,
 * and backs no other contract yet (409 upload_used: the customer sends it again).
 */
export async function assertTitleDeed(db: Writer, userId: number, id: string): Promise<void> {
  await assertDocumentsFree(db, userId, titleDeedList(id));
}

/** The day (in Jordan) the title deed was uploaded: the contract prints it, never the upload's id. */
export async function titleDeedUploadedOn(db: Writer, id: string): Promise<string | undefined> {
  const [deed] = titleDeedList(id);
  const [row] = await db.select({ createdAt: uploads.createdAt }).from(uploads).where(eq(uploads.id, deed!.id)).limit(1);
  return row ? ammanDay(row.createdAt) : undefined;
}
