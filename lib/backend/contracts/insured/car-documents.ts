import { assertDocumentsFree, type ContractDocument } from '../../uploads';
import type { Writer } from '../../db/tx';

/** The images a car contract is bought with, as the quote keeps them (carQuoteSchema). */
export interface CarDocuments {
  licence_front: string;
  licence_back: string;
  registration: string[];
}

/**
 * Each field with the upload it names and the purpose it must have been sent for. A licence sent
 * with an earlier service request is still the customer's licence; one that backs a contract is not
 * free for a second (uploads/contract-documents.ts).
 */
export function carDocumentList(docs: CarDocuments): ContractDocument[] {
  return [
    { field: 'licence_front', id: docs.licence_front, purpose: 'driving-licence' },
    { field: 'licence_back', id: docs.licence_back, purpose: 'driving-licence' },
    ...docs.registration.map((id, i): ContractDocument => ({ field: `registration.${i}`, id, purpose: 'vehicle-licence' })),
  ];
}

/**
 * Before pricing a car: 400 validation_error naming each field whose image is not the customer's own,
 * of its purpose; 409 upload_used when one already backs another contract.
 */
export async function assertCarDocuments(db: Writer, userId: number, docs: CarDocuments): Promise<void> {
  await assertDocumentsFree(db, userId, carDocumentList(docs));
}
