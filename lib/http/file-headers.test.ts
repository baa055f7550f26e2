import { attachment, fileHeaders } from './file-headers';

describe('a private file’s headers', () => {
  it('keeps a picture’s copy for thirty days in the reader’s browser only, the original an hour', () => {
    expect(fileHeaders('thumb', 'image/jpeg')['cache-control']).toBe('private, max-age=2592000, immutable');
    expect(fileHeaders('display', 'image/jpeg')['cache-control']).toBe('private, max-age=2592000, immutable');
    expect(fileHeaders('original', 'application/pdf')).toEqual({
      'content-type': 'application/pdf', 'content-disposition': 'inline', 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff',
    });
  });

  it('sends the original as a download under the name it was sent with', () => {
    expect(fileHeaders('download', 'image/jpeg', 'front-left.jpg')['content-disposition']).toBe(`attachment; filename="front-left.jpg"; filename*=UTF-8''front-left.jpg`);
  });

  it('writes a name in Arabic, or with quotes, so no client misreads the header', () => {
    expect(attachment('صورة "1".jpg')).toBe(`attachment; filename="____ _1_.jpg"; filename*=UTF-8''%D8%B5%D9%88%D8%B1%D8%A9%20%221%22.jpg`);
    expect(attachment("it's (1).png")).toBe(`attachment; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`);
  });
});
