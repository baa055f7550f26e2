import { LOCALES, type Locale } from '@/lib/config/business';
import { documentFile } from '@/lib/config/documents';

/*
 * The Location is a path, not an absolute URL: behind a proxy, request.url names the internal host.
 */

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Sends the browser to the document's file for the language (spec §2, "Document routes"). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const file = isLocale(lang) ? documentFile(slug, lang) : null;
  if (!file) {
    return new Response('Document not found.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(null, { status: 307, headers: { Location: file } });
}
