/** The longest file name kept, its extension included. */
const MAX_NAME_LENGTH = 120;

/**
 * What a file name may not carry: control characters (C0, C1), the direction controls and invisible
 * characters (bidi embeddings, overrides, isolates and marks; zero-width spaces, joiners and the BOM),
 * and halves of surrogate pairs. A name like `invoice\u202Egnp.exe` shows as "invoiceexe.png" in a
 * staff e-mail or a PDF; the customer did not type it, so it is cleaned rather than refused.
 */
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A file name as the upload store keeps it and shows it back: in NFC, without the characters above,
 * without folders, trimmed, at most MAX_NAME_LENGTH characters with its extension kept; `file` when
 * nothing is left.
 */
export function normaliseFileName(raw: string): string {
  let name = raw.replace(UNSHOWN, '').normalize('NFC').replace(/^.*[\\/]/, '').trim();
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
  }
  return name || 'file';
}

/** The name the browser sent in its header, percent-encoded (any that does not decode is no name). */
export function fileNameOfHeader(header: string | null): string {
  try {
    return decodeURIComponent(header ?? '');
  } catch {
    return '';
  }
}
