import { HttpError } from './http';
import { isRecordId } from '@/lib/validation/record-id';

/**
 * A numeric id from the path. Anything else names no record, so it answers the same 404 as an id
 * that does not exist (never a 400 that would tell a prober which ids are well-formed).
 */
export function idParam(value: string | undefined, notFound: HttpError): number {
  if (!isRecordId(value)) throw notFound;
  const id = Number(value);
  if (id > 2_147_483_647) throw notFound;
  return id;
}
