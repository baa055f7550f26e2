import { uploadStorageSettings } from './upload-storage';

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe('uploadStorageSettings', () => {
  it('is nothing by default (uploads stay in PostgreSQL), with blank variables, and against the company API', () => {
    expect(uploadStorageSettings(env({}))).toBeNull();
    expect(uploadStorageSettings(env({ UPLOAD_S3_BUCKET: ' ', UPLOAD_S3_PREFIX: '' }))).toBeNull();
    expect(uploadStorageSettings(env({ UPLOAD_S3_BUCKET: 'portal-uploads', API_BASE_URL: 'https://api.example' }))).toBeNull();
  });

  it('takes a bucket alone with defaults, and a self-hosted store with every setting', () => {
    expect(uploadStorageSettings(env({ UPLOAD_S3_BUCKET: 'portal-uploads' }))).toEqual({
      UPLOAD_S3_BUCKET: 'portal-uploads', UPLOAD_S3_REGION: 'us-east-1', UPLOAD_S3_FORCE_PATH_STYLE: false, UPLOAD_S3_PREFIX: 'uploads/',
    });
    expect(uploadStorageSettings(env({
      PORTAL_ENV: 'production', UPLOAD_S3_BUCKET: 'portal-uploads', UPLOAD_S3_REGION: 'eu-central-1',
      UPLOAD_S3_ENDPOINT: 'https://minio.internal:9000', UPLOAD_S3_FORCE_PATH_STYLE: 'true', UPLOAD_S3_PREFIX: 'portal/files',
    }))).toMatchObject({ UPLOAD_S3_ENDPOINT: 'https://minio.internal:9000', UPLOAD_S3_FORCE_PATH_STYLE: true, UPLOAD_S3_PREFIX: 'portal/files/' });
  });

  it('refuses a wrong setting, naming it, so the server stops at start', () => {
    const bucket = { UPLOAD_S3_BUCKET: 'portal-uploads' };
    const endpointMessage = 'Uploads in a bucket:\n✖ must be an http(s) URL such as https://minio.internal:9000\n  → at UPLOAD_S3_ENDPOINT';
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_ENDPOINT: 'minio:9000' }))).toThrow(new Error(endpointMessage));
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_ENDPOINT: 'ftp://minio.internal' }))).toThrow(new Error(endpointMessage));
    expect(() => uploadStorageSettings(env({ UPLOAD_S3_BUCKET: 'Portal_Uploads' })))
      .toThrow(new Error('Uploads in a bucket:\n✖ must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens\n  → at UPLOAD_S3_BUCKET'));
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_FORCE_PATH_STYLE: 'yes' }))).toThrow(/✖ must be true or false\n  → at UPLOAD_S3_FORCE_PATH_STYLE$/);
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_PREFIX: '/abs' }))).toThrow(/✖ must be a key prefix such as portal\/uploads\/ .*\n  → at UPLOAD_S3_PREFIX$/);
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_REGION: 'Frankfurt' }))).toThrow(/✖ must be a region such as us-east-1 or eu-central-1\n  → at UPLOAD_S3_REGION$/);
    // Two wrong at once: both named, in the schema's order.
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_REGION: 'Frankfurt', UPLOAD_S3_FORCE_PATH_STYLE: 'yes' })))
      .toThrow(/\n  → at UPLOAD_S3_REGION\n✖ must be true or false\n  → at UPLOAD_S3_FORCE_PATH_STYLE$/);
    expect(() => uploadStorageSettings(env({ UPLOAD_S3_ENDPOINT: 'https://minio.internal' }))).toThrow(/need UPLOAD_S3_BUCKET: UPLOAD_S3_ENDPOINT is set without it/);
  });

  it('refuses a plain http endpoint in production (identity scans travel to it), not in the demo', () => {
    const local = { UPLOAD_S3_BUCKET: 'portal-uploads', UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000', UPLOAD_S3_FORCE_PATH_STYLE: 'true' };
    expect(uploadStorageSettings(env(local))).toMatchObject({ UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(() => uploadStorageSettings(env({ ...local, PORTAL_ENV: 'production' })))
      .toThrow(new Error('Uploads in a bucket:\n✖ must be https in production (identity scans and title deeds travel to it)\n  → at UPLOAD_S3_ENDPOINT'));
    // Not a URL at all: said once, not also "must be https".
    expect(() => uploadStorageSettings(env({ ...local, UPLOAD_S3_ENDPOINT: 'minio:9000', PORTAL_ENV: 'production' })))
      .toThrow(new Error('Uploads in a bucket:\n✖ must be an http(s) URL such as https://minio.internal:9000\n  → at UPLOAD_S3_ENDPOINT'));
  });
});
