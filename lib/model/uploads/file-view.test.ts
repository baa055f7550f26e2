import { fileViewOf, fileViewQuery } from './file-view';

const viewOf = (query: string) => fileViewOf(new URLSearchParams(query));

describe('which bytes of a private file an address asks for', () => {
  it('reads the copies, the original and the download', () => {
    expect(viewOf('')).toBe('original');
    expect(viewOf('size=thumb')).toBe('thumb');
    expect(viewOf('id=7&photo=abc&size=display')).toBe('display');
    expect(viewOf('download=1')).toBe('download');
  });

  it('names nothing for an address no link makes', () => {
    expect(viewOf('size=huge')).toBeNull();
    expect(viewOf('size=')).toBeNull();
    expect(viewOf('download=yes')).toBeNull();
    expect(viewOf('size=thumb&download=1')).toBeNull();
  });

  it('writes the query each view is read back from', () => {
    expect(fileViewQuery('original')).toBe('');
    expect(fileViewQuery('thumb')).toBe('?size=thumb');
    expect(fileViewQuery('display', '&')).toBe('&size=display');
    expect(fileViewQuery('download')).toBe('?download=1');
  });
});
