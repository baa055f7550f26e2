/**
 * Files customers send (identity documents now; title deeds, licences and damage photos next):
 * one size limit and one list of types for every upload, checked by the file's first bytes.
 */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A picture's size in pixels, not bytes: a PNG of a kilobyte may declare 50,000 × 50,000 pixels and
 * take gigabytes to decode. Anything above IMAGE_MAX_PIXELS is refused before it is decoded, by the
 * browser (from the header, before the photo is made smaller) and by the server (sharp's
 * `limitInputPixels`). 40 megapixels is a little above a 7,680 × 4,320 picture (33 MP) and under a
 * 48 MP phone's full-size mode, whose photos the customer is told to take again at the usual size.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** No side longer than this either, whatever the area (a 40,000 × 1 strip is no photo). */
export const IMAGE_MAX_SIDE = 16_384;
/**
 * How many first bytes are read for a picture's dimensions: PNG has them at byte 16, a JPEG after its
 * metadata segments (a phone's EXIF, with its own preview, is at most 64 KiB; colour profiles add some).
 */
export const IMAGE_HEAD_BYTES = 256 * 1024;

/**
 * The copies the server makes of every JPEG or PNG it accepts, beside the original: `display` is
 * what opens when a photo is opened, `thumb` what lists show; the original stays for the desk's
 * download. The longer side at most `side` pixels (never enlarged), JPEG at `quality`, turned upright
 * by its EXIF orientation, without the original's metadata (GPS position, camera, time).
 */
export const IMAGE_VARIANTS = {
  display: { side: 1600, quality: 82 },
  thumb: { side: 400, quality: 75 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];
/**
 * JPEG, not WebP: every browser, mail client and image viewer the desk may save a copy to opens it,
 * the store's type check already knows it, and at these sizes WebP would save a few kilobytes a photo.
 */
export const IMAGE_VARIANT_TYPE = 'image/jpeg' satisfies UploadType;

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
