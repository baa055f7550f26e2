import { AccountStateScreen } from '@/components/account/AccountStateScreen';
import { connection } from 'next/server';
import { pageLocale } from '@/lib/i18n/page-locale';

export default async function AccountReview({ params }: { params: Promise<{ lang: string }> }) {
  // Rendered per request, so Next can put the nonce of the page's Content-Security-Policy on its scripts (lib/http/page-csp).
  await connection();
  return <AccountStateScreen lang={await pageLocale(params)} state="review" />;
}

