import sharp, { type SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_VARIANTS, type ImageVariant } from '@/lib/config/uploads';
import { tooManyPixels } from '@/lib/model/uploads/image-size';
import { tooManyPixels as tooManyPixelsError, unreadablePicture } from './files';

/**
 * What every sharp call here starts from. `limitInputPixels`: sharp reads the header and refuses a
 * picture over the limit before it decodes a pixel. `failOn: 'error'`: a truncated or broken picture
 * is refused, not filled with grey; the harmless warnings some cameras' files carry are let through
 * (sharp's stricter default, 'warning', would refuse photos every browser shows).
 */
const INPUT: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' };

export interface MadeCopy {
  bytes: Buffer;
  width: number;
  height: number;
}

/** sharp's refusal over limitInputPixels: its message is its only mark. */
const overPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

const refusal = (error: unknown) => (overPixelLimit(error) ? tooManyPixelsError() : unreadablePicture());

/** The picture's size from its header (no decoding): refused over the pixel or side limit, or when sharp cannot read it. */
async function checkedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, INPUT).metadata().catch((error: unknown) => {
    throw refusal(error);
  });
  if ((meta.format !== 'jpeg' && meta.format !== 'png') || !meta.width || !meta.height) throw unreadablePicture();
  const size = { width: meta.width, height: meta.height };
  if (tooManyPixels(size)) throw tooManyPixelsError();
  return size;
}

/**
 * One copy: upright by its EXIF orientation, the longer side at most `side` (never enlarged), on white
 * where a PNG was transparent, JPEG; sharp keeps no metadata unless asked, so no GPS position, camera
 * or time goes with it.
 */
async function copy(input: Buffer, variant: ImageVariant): Promise<MadeCopy> {
  const { side, quality } = IMAGE_VARIANTS[variant];
  const { data, info } = await sharp(input, INPUT)
    .autoOrient()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * The checks sharp makes of a JPEG or PNG that arrived (its pixels from the header first, then the
 * whole picture decoded once) and the copies made of it: the display copy from the original, the
 * thumbnail from the display copy (a fraction of the work). Refused: 413 `image_too_large` or 400
 * `image_unreadable`, each with its message on the `file` field.
 */
export async function pictureCopies(bytes: Buffer): Promise<Record<ImageVariant, MadeCopy>> {
  await checkedSize(bytes);
  try {
    const display = await copy(bytes, 'display');
    const thumb = await copy(display.bytes, 'thumb');
    return { display, thumb };
  } catch (error) {
    throw refusal(error);
  }
}
