import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Namespace = keyof IntlMessages;
type IntlMessages = Awaited<ReturnType<typeof getMessages>>;

/**
 * Hands client components only the message namespaces they use, so a page's HTML does not carry
 * every translation of the portal. `common` is always included: a nested provider replaces, not merges.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries([...new Set<Namespace>(['common', ...namespaces])].map((ns) => [ns, messages[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
