'use client';

import { inTurn } from '@/lib/api/browser';
import { uploadedFileSchema, uploadFile, type UploadedFileInfo } from '@/lib/api/endpoints/uploads';
import { ApiError, INVALID_SESSION, normaliseError } from '@/lib/api/errors';
import { UPLOAD_NAME_HEADER, type UploadPurpose } from '@/lib/config/uploads';

export interface SendOptions {
  purpose: UploadPurpose;
  lang: string;
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file to `POST /api/uploads` (the BFF streams it to the backend) with XMLHttpRequest,
 * whose upload progress fetch does not report. Resolves with the stored file's id, or rejects with
 * an ApiError (`aborted` when cancelled).
 */
export function sendUpload(file: File, { purpose, lang, onProgress, signal }: SendOptions): Promise<UploadedFileInfo> {
  return inTurn(() => new Promise<UploadedFileInfo>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${uploadFile.path}?purpose=${encodeURIComponent(purpose)}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', lang);
    xhr.setRequestHeader(UPLOAD_NAME_HEADER, encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadedFileSchema.safeParse(body);
        return parsed.success ? resolve(parsed.data) : reject(new ApiError(502, 'bad_response', 'Unexpected upload response'));
      }
      const error = normaliseError(xhr.status, body);
      if (error.code === INVALID_SESSION) window.location.assign((body as { reload?: string } | undefined)?.reload ?? `/${lang}`);
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(503, 'network_error', 'The file could not be sent'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Cancelled'));
    if (signal?.aborted) return reject(new ApiError(0, 'aborted', 'Cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  }));
}
