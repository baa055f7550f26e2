import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

const SPREADSHEET = path.join(process.cwd(), 'public/assets/medical/medical-network.xlsx');

/** The medical provider network as a spreadsheet download (spec §2). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) {
    return new Response('Not found.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const bytes = await readFile(SPREADSHEET);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="medical-network.xlsx"',
      'Content-Length': String(bytes.byteLength),
    },
  });
}
