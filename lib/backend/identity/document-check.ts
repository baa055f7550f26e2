import { IDENTITY_DOCUMENT } from '@/lib/config/registration';

const SIGNATURES: Record<(typeof IDENTITY_DOCUMENT.types)[number], number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

export type DocumentProblem = 'validation.documentType' | 'validation.documentSize' | 'validation.documentEmpty';

/**
 * Decodes an uploaded document and checks it is what it says (by its first bytes, not its name)
 * and within the size limit.
 */
export function checkDocument(contentType: (typeof IDENTITY_DOCUMENT.types)[number], base64: string): { bytes: Buffer } | { problem: DocumentProblem } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { problem: 'validation.documentType' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { problem: 'validation.documentEmpty' };
  if (bytes.length > IDENTITY_DOCUMENT.maxBytes) return { problem: 'validation.documentSize' };
  const signature = SIGNATURES[contentType];
  if (!signature.every((b, i) => bytes[i] === b)) return { problem: 'validation.documentType' };
  return { bytes };
}

/**
 * The embedded verification service decides the account status from the document number:
 * ending in 0000 → refer, 9999 → rejected, anything else → complete.
 */
export function verificationStatus(documentNumber: string): 'complete' | 'refer' | 'rejected' {
  if (documentNumber.endsWith('0000')) return 'refer';
  if (documentNumber.endsWith('9999')) return 'rejected';
  return 'complete';
}
