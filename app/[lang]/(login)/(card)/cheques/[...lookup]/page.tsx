import { notFound } from 'next/navigation';
import { ChequesScreen, chequesMetadata } from '@/components/cheques/ChequesScreen';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * cheques/{chequeId} and cheques/{chequeId}/{phone} (spec §2), as the SMS links them: rendered per
 * request, never cached (any number may be typed into the address, and none may fill a cache).
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; lookup: string[] }>;
  searchParams: Promise<{ phone?: string | string[] }>;
};

export const generateMetadata = ({ params }: Props) => chequesMetadata(params);

function decoded(segment: string | undefined): string {
  if (!segment) return '';
  try {
    return decodeURIComponent(segment).slice(0, 40);
  } catch {
    return '';
  }
}

export default async function ChequeLookupPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const { lookup } = await params;
  if (lookup.length > 2) notFound();
  const queryPhone = (await searchParams).phone;
  const initial = {
    cheque_id: decoded(lookup[0]),
    phone: decoded(lookup[1]) || (typeof queryPhone === 'string' ? queryPhone.slice(0, 40) : ''),
  };
  return <ChequesScreen lang={lang} initial={initial} lookUpNow />;
}
