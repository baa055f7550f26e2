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
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_ENDPOINT: 'minio:9000' }))).toThrow(/UPLOAD_S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_ENDPOINT: 'ftp://minio.internal' }))).toThrow(/UPLOAD_S3_ENDPOINT must be/);
    expect(() => uploadStorageSettings(env({ UPLOAD_S3_BUCKET: 'Portal_Uploads' }))).toThrow(/UPLOAD_S3_BUCKET must be a bucket name/);
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_FORCE_PATH_STYLE: 'yes' }))).toThrow(/UPLOAD_S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_PREFIX: '/abs' }))).toThrow(/UPLOAD_S3_PREFIX must be a key prefix/);
    expect(() => uploadStorageSettings(env({ ...bucket, UPLOAD_S3_REGION: 'Frankfurt' }))).toThrow(/UPLOAD_S3_REGION must be a region/);
    expect(() => uploadStorageSettings(env({ UPLOAD_S3_ENDPOINT: 'https://minio.internal' }))).toThrow(/need UPLOAD_S3_BUCKET: UPLOAD_S3_ENDPOINT is set without it/);
  });

  it('refuses a plain http endpoint in production (identity scans travel to it), not in the demo', () => {
    const local = { UPLOAD_S3_BUCKET: 'portal-uploads', UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000', UPLOAD_S3_FORCE_PATH_STYLE: 'true' };
    expect(uploadStorageSettings(env(local))).toMatchObject({ UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(() => uploadStorageSettings(env({ ...local, PORTAL_ENV: 'production' }))).toThrow(/UPLOAD_S3_ENDPOINT must be https in production/);
  });
});
