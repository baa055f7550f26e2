/** A claim's photo or document as the desk reads it: the portal's route asks the backend with the staff's session. */
export function claimFileUrl(locale: string, claimId: number, fileId: string): string {
  return `/${locale}/claims-desk/${claimId}/files/${encodeURIComponent(fileId)}`;
}
