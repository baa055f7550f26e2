/** A claim's photo or document through the portal's route (the backend checks it is the reader's). */
export function claimFileUrl(locale: string, claimId: number, fileId: string): string {
  return `/${locale}/claims/${claimId}/files/${encodeURIComponent(fileId)}`;
}
