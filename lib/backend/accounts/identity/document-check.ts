/**
 * The embedded verification service decides the account status from the document number:
 * ending in 0000 → refer, 9999 → rejected, anything else → complete.
 */
export function verificationStatus(documentNumber: string): 'complete' | 'refer' | 'rejected' {
  if (documentNumber.endsWith('0000')) return 'refer';
  if (documentNumber.endsWith('9999')) return 'rejected';
  return 'complete';
}
