import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadType } from '@/lib/config/uploads';
import { readPixelSize, tooManyPixels } from './image-size';

/** The first bytes of each accepted type (JPEG FF D8 FF, PNG's 8-byte header, PDF "%PDF-"). */
export const SIGNATURES: Record<UploadType, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** How many leading bytes the check needs. */
export const SNIFF_BYTES = Math.max(...Object.values(SIGNATURES).map((s) => s.length));

/** The type the bytes really are (by their signature, not the name or the declared type), or null. */
export function sniffType(head: Uint8Array): UploadType | null {
  for (const type of UPLOAD_TYPES) {
    const signature = SIGNATURES[type];
    if (head.length >= signature.length && signature.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

export const isUploadType = (value: string): value is UploadType => (UPLOAD_TYPES as readonly string[]).includes(value);

export type FileProblem = 'validation.documentType' | 'validation.pictureType' | 'validation.documentSize' | 'validation.documentEmpty' | 'validation.imagePixels';

/** The refusal of a file of another type: a slot that takes only pictures (a claim's photos) says so, not "or PDF". */
export function typeProblem(types: readonly UploadType[] = UPLOAD_TYPES): 'validation.documentType' | 'validation.pictureType' {
  return types.includes('application/pdf') ? 'validation.documentType' : 'validation.pictureType';
}

/** A picture whose header declares more pixels than allowed (lib/model/uploads/image-size.ts); null if not, or not known from these bytes. */
export function pixelProblem(head: Uint8Array): 'validation.imagePixels' | null {
  const size = readPixelSize(head);
  return size && tooManyPixels(size) ? 'validation.imagePixels' : null;
}

/**
 * The check made in the browser before sending and again on the server while the file streams:
 * not empty, within the size limit, one of the accepted types by its first bytes, and a picture not
 * over the pixel limit when the bytes given reach its dimensions (IMAGE_HEAD_BYTES do for any photo).
 */
export function fileProblem(
  file: { size: number; head: Uint8Array },
  { maxBytes = UPLOAD_MAX_BYTES, types = UPLOAD_TYPES }: { maxBytes?: number; types?: readonly UploadType[] } = {},
): FileProblem | null {
  if (file.size === 0) return 'validation.documentEmpty';
  if (file.size > maxBytes) return 'validation.documentSize';
  const type = sniffType(file.head);
  if (!type || !types.includes(type)) return typeProblem(types);
  return type === 'application/pdf' ? null : pixelProblem(file.head);
}
