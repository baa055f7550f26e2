import { fileNameOfHeader, normaliseFileName } from './file-name';

describe('normaliseFileName', () => {
  it('drops direction controls, invisible characters and control characters, which would reorder the name where it is shown', () => {
    expect(normaliseFileName('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u061c', '\u2060', '\ufeff', '\u0000', '\u001b', '\u0085']) {
      expect(normaliseFileName(`scan${c}.pdf`)).toBe('scan.pdf');
    }
  });
  it('drops half of a surrogate pair but keeps a whole one', () => {
    expect(normaliseFileName('a\ud800b.png')).toBe('ab.png');
    expect(normaliseFileName('a\udc00b.png')).toBe('ab.png');
    expect(normaliseFileName('a\ud83d\ude00b.png')).toBe('a\ud83d\ude00b.png');
  });
  it('keeps the last part of a path, composes accents, and shortens a long name keeping its extension', () => {
    expect(normaliseFileName('C:\\Users\\x\\../بطاقة.png')).toBe('بطاقة.png');
    expect(normaliseFileName('Cafe\u0301.jpg')).toBe('Caf\u00e9.jpg');
    const long = normaliseFileName(`${'x'.repeat(200)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(normaliseFileName(' \u202e ')).toBe('file');
  });
  it('reads the header percent-encoded; one that does not decode names nothing', () => {
    expect(fileNameOfHeader(encodeURIComponent('بطاقة.png'))).toBe('بطاقة.png');
    expect(fileNameOfHeader('%E0%A4%A')).toBe('');
    expect(fileNameOfHeader(null)).toBe('');
  });
});
