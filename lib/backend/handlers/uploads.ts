import { UPLOAD_MAX_BYTES, UPLOAD_NAME_HEADER } from '@/lib/config/uploads';
import { limitedBodyStream } from '@/lib/http/read-limited-body';
import type { uploads } from '@/lib/api/endpoints';
import { isUploadType } from '@/lib/model/uploads/file-type';
import { mayUpload } from '@/lib/access/uploader';
import { gateFields } from '../accounts';
import type { Handler } from '../context';
import { HttpError } from '../http';
import { fileNameOfHeader, saveUpload } from '../uploads';

/**
 * POST /uploads: one file, streamed to the data folder; the answer names it for a later form. Only
 * for a purpose the sender's account state allows (UPLOAD_PURPOSE_STATES): refused with 403 before
 * anything is read or counted.
 */
export const uploadFile: Handler<typeof uploads.uploadFile> = async ({ db, session, user, address, query, request, now }) => {
  if (!session || !request) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  if (!mayUpload(query.purpose, user ? gateFields(user) : null)) {
    throw user
      ? new HttpError(403, 'upload_not_allowed', 'This account cannot send this file now')
      : new HttpError(403, 'sign_in_required', 'Sign in to send this file');
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isUploadType(type)) {
    throw new HttpError(400, 'file_type', 'The file is not a JPEG, PNG or PDF', { fields: { file: 'validation.documentType' } });
  }
  const length = request.headers.get('content-length');
  const row = await saveUpload(db, {
    body: limitedBodyStream(request, UPLOAD_MAX_BYTES)?.stream ?? null,
    type,
    name: fileNameOfHeader(request.headers.get(UPLOAD_NAME_HEADER)),
    purpose: query.purpose,
    owner: { sessionId: session.id, userId: user?.id ?? null },
    address,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
    now,
  });
  return { id: row.id, name: row.name, type, size: row.size };
};
