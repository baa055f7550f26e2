import { hasLocale } from 'next-intl';
import { documentHref } from '@/lib/config/documents';
import { routing } from '@/lib/i18n/routing';

/*
 * The Location is a path, not an absolute URL: behind a proxy, request.url names the internal host.
 */

/** Sends the browser to the document's file for the language (spec §2, "Document routes"), or to a product's terms page in it. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const file = hasLocale(routing.locales, lang) ? documentHref(slug, lang) : null;
  if (!file) {
    return new Response('Document not found.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(null, { status: 307, headers: { Location: file } });
}
