import { LOCALES, type Locale } from '@/lib/config/business';
import { documentFile } from '@/lib/config/documents';

/*
 * Left dynamic on purpose: Next prerenders route handlers with a request for
 * http://localhost:3000/…, so a static redirect would carry that host in its Location header.
 */

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Sends the browser to the document's file for the language (spec §2, "Document routes"). */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const file = isLocale(lang) ? documentFile(slug, lang) : null;
  if (!file) {
    return new Response('Document not found.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return Response.redirect(new URL(file, request.url), 307);
}
