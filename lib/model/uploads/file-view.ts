import { IMAGE_VARIANT_NAMES, type ImageVariant } from '@/lib/config/uploads';

/**
 * Which bytes of a private file (a claim's photo or document, an appointment's damage photo) an
 * address asks for: a picture's thumbnail (lists) or display copy (a photo opened), the original as
 * it was sent (inline), or the original as a download (the desk's). A PDF is itself whatever is asked.
 */
export type FileView = ImageVariant | 'original' | 'download';

/** The address's query for a view, to add to the file's path (`&` when it already has a query). */
export function fileViewQuery(view: FileView, joiner: '?' | '&' = '?'): string {
  if (view === 'original') return '';
  return view === 'download' ? `${joiner}download=1` : `${joiner}size=${view}`;
}

/** The view an address asks for: null for one no link of the portal makes (answered 404). */
export function fileViewOf(query: URLSearchParams): FileView | null {
  const size = query.get('size');
  const download = query.get('download');
  if (size !== null && download !== null) return null;
  if (download !== null) return download === '1' ? 'download' : null;
  if (size === null) return 'original';
  return (IMAGE_VARIANT_NAMES as readonly string[]).includes(size) ? (size as ImageVariant) : null;
}
