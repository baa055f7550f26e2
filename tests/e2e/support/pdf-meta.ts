import { inflateSync } from 'node:zlib';

/**
 * A PDF's document-information string (Subject, Keywords, Title…) from its bytes, whether the entry
 * holds the string itself or refers to an object that does (pdfkit writes `/Subject 17 0 R`).
 * Enough for ASCII values such as the verification address; not a general PDF parser.
 */
export function pdfInfoString(pdf: Buffer, key: string): string | null {
  const text = pdf.toString('latin1');
  const direct = text.match(new RegExp(`/${key} \\(((?:\\\\.|[^\\\\)])*)\\)`));
  if (direct?.[1] !== undefined) return unescape(direct[1]);
  const ref = text.match(new RegExp(`/${key} (\\d+) 0 R`));
  if (!ref) return null;
  const object = text.match(new RegExp(`(?:^|\\n)${ref[1]} 0 obj\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`));
  return object?.[1] !== undefined ? unescape(object[1]) : null;
}

function unescape(value: string): string {
  return value.replace(/\\([()\\])/g, '$1');
}

/**
 * The text a PDF drawn by pdfkit shows, one line per text object (BT…ET), read through each font's
 * ToUnicode map: enough to check what a contract prints (a typed address, that no id is printed). Text
 * drawn right to left comes out in the order the glyphs are drawn; Latin runs read as written.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) { objects.set(match[1]!, { dict: body, stream: null }); continue; }
    const start = match.index! + match[0].indexOf(body) + at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let stream: string;
    try { stream = inflateSync(bytes).toString('latin1'); } catch { stream = bytes.toString('latin1'); }
    objects.set(match[1]!, { dict: body.slice(0, at), stream });
  }
  const unicodeOf = (cmap: string) => {
    const map = new Map<number, string>();
    const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    for (const [, lo, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f]+)>/gi)].forEach((item, i) => map.set(parseInt(lo!, 16) + i, utf16(item[1]!)));
    }
    // Ranges to a first code point: read with the array ranges taken out (their items look alike).
    const plain = cmap.replace(/\[[^\]]*\]/g, '');
    for (const [, lo, hi, dst] of plain.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      for (let code = parseInt(lo!, 16), i = 0; code <= parseInt(hi!, 16); code += 1, i += 1) {
        map.set(code, String.fromCharCode(parseInt(dst!, 16) + i));
      }
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = objects.get(id!)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap) fonts.set(name!, unicodeOf(cmap));
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes('BT')) continue;
    let font = new Map<number, string>();
    for (const block of stream.split(/\bET\b/)) {
      let line = '';
      for (const op of block.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
        if (op[1]) { font = fonts.get(op[1]) ?? new Map(); continue; }
        const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!) : [op[3]!];
        for (const hex of hexes) line += (hex.match(/.{4}/g) ?? []).map((h) => font.get(parseInt(h, 16)) ?? '').join('');
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}
