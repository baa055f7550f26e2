/**
 * GSM 03.38's basic alphabet, in code order without the escape (0x1B): text written only in it goes
 * as `data_coding` 0, seven bits a character, 160 to an SMS. The `smpp` package encodes data_coding 0
 * with this same table.
 */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
/** The extension table's characters: each is sent as the escape and a second septet, so counts twice. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** `data_coding` values: the SMSC's default alphabet (GSM 03.38) and UCS-2 (UTF-16BE), which Arabic needs. */
export const DATA_CODING = { gsm: 0, ucs2: 8 } as const;
export type DataCoding = (typeof DATA_CODING)[keyof typeof DATA_CODING];

/** Septets (GSM) or UTF-16 units (UCS-2) in one SMS alone, and in each part of a concatenated one (the UDH takes the rest). */
export const PART_LIMITS = {
  [DATA_CODING.gsm]: { single: 160, concatenated: 153 },
  [DATA_CODING.ucs2]: { single: 70, concatenated: 67 },
} as const;

/** A network limit: the reference header's part counter is one byte. */
const MAX_PARTS = 255;

/** One submit_sm's text, with the concatenation header when the message has more than one part. */
export interface SmsPart { udh?: Buffer; message: string }
export interface SmsSplit { dataCoding: DataCoding; parts: SmsPart[] }

/** Whether every character is in GSM 03.38 (basic or extension table), so the text can go as data_coding 0. */
export function isGsmText(text: string): boolean {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return false;
  return true;
}

/** The 6-byte UDH of a concatenated SMS (8-bit reference): length 5, element 0, its length 3, then ref, total, seq. */
export function concatenationUdh(ref: number, total: number, seq: number): Buffer {
  return Buffer.from([0x05, 0x00, 0x03, ref & 0xff, total, seq]);
}

/** Cuts GSM text into runs of at most `limit` septets; an extension character (two septets) never straddles two parts. */
function cutGsm(text: string, limit: number): string[] {
  const chunks: string[] = [];
  let chunk = '';
  let septets = 0;
  for (const char of text) {
    const cost = GSM_EXTENSION.has(char) ? 2 : 1;
    if (septets + cost > limit) {
      chunks.push(chunk);
      chunk = '';
      septets = 0;
    }
    chunk += char;
    septets += cost;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

/** Cuts text into runs of at most `limit` UTF-16 units, never between the two halves of a surrogate pair. */
function cutUcs2(text: string, limit: number): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + limit, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/**
 * How an SMS goes over SMPP: GSM 03.38 text as data_coding 0, anything else (Arabic) as UCS-2; one
 * part when it fits, otherwise parts that the phone joins by their UDH (`ref` names the message, one
 * byte, and must differ between messages to one phone sent close together). Throws on an empty text
 * or one longer than 255 parts; those errors are `permanent` (sending again cannot help).
 */
export function splitSms(text: string, ref: number): SmsSplit {
  if (!text) throw Object.assign(new Error('An SMS needs a text'), { permanent: true });
  const dataCoding = isGsmText(text) ? DATA_CODING.gsm : DATA_CODING.ucs2;
  const limits = PART_LIMITS[dataCoding];
  const cut = dataCoding === DATA_CODING.gsm ? cutGsm : cutUcs2;
  const single = cut(text, limits.single);
  if (single.length === 1) return { dataCoding, parts: [{ message: single[0]! }] };
  const chunks = cut(text, limits.concatenated);
  if (chunks.length > MAX_PARTS) throw Object.assign(new Error(`An SMS of ${chunks.length} parts is longer than ${MAX_PARTS}`), { permanent: true });
  return {
    dataCoding,
    parts: chunks.map((message, i) => ({ udh: concatenationUdh(ref, chunks.length, i + 1), message })),
  };
}
