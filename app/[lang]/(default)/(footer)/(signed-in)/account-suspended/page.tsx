import { AccountStateScreen, type SuspendedReason } from '@/components/account/AccountStateScreen';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readSession } from '@/lib/session/server';

/** Rejected and blocked customers both land here (spec §4); the session cookie's gating fields say which. */
export default async function AccountSuspended({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await pageLocale(params);
  const user = (await readSession())?.user;
  const reason: SuspendedReason = user?.black_list ? 'blocked' : user?.status === 'rejected' ? 'rejected' : 'unknown';
  return <AccountStateScreen lang={lang} state="suspended" reason={reason} />;
}
