import { assertDocumentsFree, type ContractDocument } from '../uploads/contract-documents';
import type { Writer } from './tx';

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
