/**
 * Files customers send (identity documents now; title deeds, licences and damage photos next):
 * one size limit and one list of types for every upload, checked by the file's first bytes.
 */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What an upload is for, named when it is sent (`POST /uploads?purpose=…`) and checked again when a
 * form claims it. Add the purpose of a new form here.
 */
export const UPLOAD_PURPOSES = ['identity', 'title-deed', 'driving-licence', 'vehicle-licence', 'damage-photo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Purposes a visitor without an account may upload for: sign-up scans the identity before the account exists. */
export const ANONYMOUS_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['identity'];

/** The request header that carries the file's name, URL-encoded (the body is the file itself). */
export const UPLOAD_NAME_HEADER = 'x-file-name';
