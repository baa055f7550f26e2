import { z } from 'zod';
import { SETTINGS_PARSE, usesEmbeddedBackend } from './env';

/** MinIO, Ceph and other S3-compatible stores; unset, the region's AWS endpoint. */
const endpoint = z.string().refine((v) => {
  try {
    const url = new URL(v);
    return /^https?:$/.test(url.protocol) && url.hostname !== '' && !url.username && !url.search;
  } catch {
    return false;
  }
}, { message: 'must be an http(s) URL such as https://minio.internal:9000', abort: true });

/**
 * Where the embedded backend keeps the bytes of uploads: PostgreSQL (upload_chunks) by default, or an
 * S3-compatible bucket when UPLOAD_S3_BUCKET is set (lib/backend/uploads/bucket.ts). Credentials come
 * from the AWS SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the instance's role).
 * In production a custom endpoint is reached over https only: identity scans and title deeds travel to it.
 */
const storageSchema = (production: boolean) => z.object({
  UPLOAD_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
  UPLOAD_S3_REGION: z.string().regex(/^[a-z]{2}(-[a-z0-9]+)+$/, 'must be a region such as us-east-1 or eu-central-1').default('us-east-1'),
  UPLOAD_S3_ENDPOINT: (production ? endpoint.refine((v) => new URL(v).protocol === 'https:', 'must be https in production (identity scans and title deeds travel to it)') : endpoint).optional(),
  /** Bucket in the path (`host/bucket/key`) rather than in the host name: most self-hosted stores want it. */
  UPLOAD_S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false').transform((v) => v === 'true'),
  /** Keys are `<prefix><day>/<upload id>`; the portal lists and deletes only under it. */
  UPLOAD_S3_PREFIX: z.string().regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'must be a key prefix such as portal/uploads/ (letters, digits, . _ - and /, not starting with /)')
    .transform((v) => (v.endsWith('/') ? v : `${v}/`)).default('uploads/'),
});
export type UploadStorageSettings = z.infer<ReturnType<typeof storageSchema>>;

const NAMES = ['UPLOAD_S3_BUCKET', 'UPLOAD_S3_REGION', 'UPLOAD_S3_ENDPOINT', 'UPLOAD_S3_FORCE_PATH_STYLE', 'UPLOAD_S3_PREFIX'] as const;

/**
 * The bucket's settings, or null when uploads stay in PostgreSQL (none set, or the company's API
 * takes the uploads). A wrong one, or some set without UPLOAD_S3_BUCKET: an error naming each, so
 * the server stops at start.
 */
export function uploadStorageSettings(env: NodeJS.ProcessEnv = process.env): UploadStorageSettings | null {
  if (!usesEmbeddedBackend(env)) return null;
  // An empty variable counts as unset, as in a .env file that lists it blank.
  const given = Object.fromEntries(NAMES.map((name) => [name, env[name]?.trim() || undefined]));
  if (!given.UPLOAD_S3_BUCKET) {
    const stray = NAMES.filter((name) => given[name]);
    if (stray.length) throw new Error(`Uploads in a bucket need UPLOAD_S3_BUCKET: ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set without it`);
    return null;
  }
  const parsed = storageSchema(env.PORTAL_ENV === 'production').safeParse(given, SETTINGS_PARSE);
  if (parsed.success) return parsed.data;
  throw new Error(`Uploads in a bucket:\n${z.prettifyError(parsed.error)}`);
}
