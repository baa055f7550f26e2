import { AccountStateScreen } from '@/components/account/AccountStateScreen';
import { pageLocale } from '@/lib/i18n/page-locale';

export default async function AccountReview({ params }: { params: Promise<{ lang: string }> }) {
  return <AccountStateScreen lang={await pageLocale(params)} state="review" />;
}

export { generateStaticParams } from '@/lib/i18n/static-params';
