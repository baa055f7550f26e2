import { fileViewQuery, type FileView } from '@/lib/model/uploads/file-view';

/**
 * A claim's photo or document through the portal's route, which asks the backend with the reader's
 * session: the customer's own claim (`/claims/…`) or the desk's (`/claims-desk/…`, customer care);
 * for a photo, its thumbnail, display copy, original or original as a download (`view`).
 */
export function claimFileUrl(reader: 'customer' | 'desk', locale: string, claimId: number, fileId: string, view: FileView = 'original'): string {
  return `/${locale}/${reader === 'desk' ? 'claims-desk' : 'claims'}/${claimId}/files/${encodeURIComponent(fileId)}${fileViewQuery(view)}`;
}
