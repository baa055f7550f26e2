import { ChequesScreen, chequesMetadata } from '@/components/cheques/ChequesScreen';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The bare cheque lookup: nothing per visitor, so prerendered per language (a `?phone=` is read in the browser). */
export const dynamic = 'error';
type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = ({ params }: Props) => chequesMetadata(params);

export default async function ChequesPage({ params }: Props) {
  const lang = await pageLocale(params);
  return <ChequesScreen lang={lang} initial={{ cheque_id: '', phone: '' }} lookUpNow={false} />;
}
