import { z } from 'zod';
import { IMAGE_VARIANT_NAMES, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, UPLOAD_TYPES, type ImageVariant } from '@/lib/config/uploads';
import { endpoint } from '../define';

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(UPLOAD_TYPES),
  size: z.number().int().positive(),
});
export type UploadedFileInfo = z.infer<typeof uploadedFileSchema>;

/**
 * The portal's own addition to spec §7: one file per call, the body being the file's bytes
 * (Content-Type: its type; `X-File-Name`: its name, URL-encoded). Checked by its first bytes and
 * limited to 10 MB while it streams; a form then names the returned id (for example
 * `POST /user/initiate`), which claims it. Anonymous calls only for sign-up's identity scan.
 */
export const uploadFile = endpoint({
  method: 'POST', path: '/uploads',
  query: z.object({ purpose: z.enum(UPLOAD_PURPOSES, { error: 'validation.invalid' }) }),
  response: uploadedFileSchema,
  binary: true,
  fileTypes: UPLOAD_TYPES,
  maxBodyBytes: UPLOAD_MAX_BYTES,
});

/**
 * Which bytes of a stored picture a file endpoint answers (`?size=`): `thumb` for lists, `display`
 * for a photo opened, nothing for the original. A PDF is always itself.
 */
export const storedFileQuery = z.object({ size: z.enum(IMAGE_VARIANT_NAMES as [ImageVariant, ...ImageVariant[]]).optional() });

/** A stored file, base64 in JSON like the contract PDF; `name` as it was sent, for a download. */
export const storedFileSchema = z.object({ content_type: z.string(), data: z.base64(), name: z.string().optional() });
