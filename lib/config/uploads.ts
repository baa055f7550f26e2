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
export const UPLOAD_PURPOSES = ['identity', 'title-deed', 'driving-licence', 'vehicle-licence', 'damage-photo', 'claim-file'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Where the one who sends a file stands (spec §4, lib/access/uploader.ts): a visitor with no account;
 * an account held on validate-otp, account-review or account-suspended; a customer who may use the
 * portal; customer-care staff.
 */
export type UploaderState = 'visitor' | 'unverified' | 'review' | 'suspended' | 'customer' | 'care';

/**
 * Who may upload for each purpose, the one place this is decided (POST /uploads answers 403 to the
 * others, before a byte is read or counted):
 * - the identity scan belongs to sign-up and verification: a visitor signing up, an account whose
 *   number is not confirmed yet, or one under review (the company may ask for a clearer scan);
 * - the documents of a purchase or service request (title deed, licences) only a customer who may
 *   buy sends;
 * - damage photos go with a Lababak booking: that customer, or customer care booking for them;
 * - a claim's photos and documents come from the customer who reports or follows it;
 * - a rejected or blocked account sends nothing.
 */
export const UPLOAD_PURPOSE_STATES: Record<UploadPurpose, readonly UploaderState[]> = {
  identity: ['visitor', 'unverified', 'review'],
  'title-deed': ['customer'],
  'driving-licence': ['customer'],
  'vehicle-licence': ['customer'],
  'damage-photo': ['customer', 'care'],
  // A claim's photos and documents: only the customer whose claim it is sends them.
  'claim-file': ['customer'],
};

/** The request header that carries the file's name, URL-encoded (the body is the file itself). */
export const UPLOAD_NAME_HEADER = 'x-file-name';
