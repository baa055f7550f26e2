import { AccountStateScreen } from '@/components/account/AccountStateScreen';
import { pageLocale } from '@/lib/i18n/page-locale';

export default async function AccountSuspended({ params }: { params: Promise<{ lang: string }> }) {
  await pageLocale(params);
  return <AccountStateScreen state="suspended" />;
}

export { generateStaticParams } from '@/lib/i18n/static-params';
