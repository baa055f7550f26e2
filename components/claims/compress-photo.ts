import type { Options } from 'browser-image-compression';
import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_MAX_SIDE } from '@/lib/config/claims';
import { IMAGE_HEAD_BYTES } from '@/lib/config/uploads';
import { sniffType } from '@/lib/model/uploads/file-type';
import { readPixelSize, tooManyPixels } from '@/lib/model/uploads/image-size';

/**
 * The library's own script, served by the portal (public/vendor, a copy of the package's dist file:
 * compress-photo.test.ts checks it is the installed version's). Its Web Worker loads the script with
 * importScripts; the library's default, a CDN, is unreachable here and outside the page's policy.
 */
export const COMPRESSION_SCRIPT = '/vendor/browser-image-compression-2.0.2.js';

/** The types made smaller: photos. A PDF (or anything else) goes as it is. */
type PhotoType = 'image/jpeg' | 'image/png';

/**
 * What the library is asked: at most CLAIM_PHOTO_MAX_BYTES and CLAIM_PHOTO_MAX_SIDE pixels on the
 * longer side, in the photo's own type, the orientation applied (the library draws it upright), in a
 * worker that loads the script from the portal's origin (a worker made from a blob resolves no
 * relative address, so it is absolute).
 */
export function compressionOptions(type: PhotoType, origin: string): Options {
  return {
    maxSizeMB: CLAIM_PHOTO_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: CLAIM_PHOTO_MAX_SIDE,
    fileType: type,
    initialQuality: 0.85,
    // Noisy phone photos need more rounds than the default 10 to come under the limit.
    maxIteration: 20,
    useWebWorker: true,
    libURL: new URL(COMPRESSION_SCRIPT, origin).href,
  };
}

type Compress = (file: File, options: Options) => Promise<File>;
const library: () => Promise<Compress> = () => import('browser-image-compression').then((m) => m.default);

/**
 * A claim photo made smaller in the browser before it is sent (the server checks type and size as
 * for any upload). JPEG and PNG, told by their first bytes, are redrawn within the limits; a PDF or
 * another file is returned untouched, and so is a photo the browser cannot redraw, or one the
 * redrawing would not make smaller. Redrawing decodes every pixel: only a photo whose header gives
 * its size, within the pixel limit, is redrawn (the server refuses the others or reads them itself).
 * The result keeps the file's name and type.
 */
export async function compressPhoto(file: File, load: () => Promise<Compress> = library): Promise<File> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  const type = sniffType(head);
  if (type !== 'image/jpeg' && type !== 'image/png') return file;
  const size = readPixelSize(head);
  if (!size || tooManyPixels(size)) return file;
  try {
    const compress = await load();
    const smaller = await compress(file, compressionOptions(type, window.location.origin));
    if (smaller.size >= file.size) return file;
    return new File([smaller], file.name, { type, lastModified: file.lastModified });
  } catch {
    // No canvas, a broken image, a worker that failed: the original goes, within the upload limit.
    return file;
  }
}
