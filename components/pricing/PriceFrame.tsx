import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/ClientMessages';
import type { PricedLine } from '@/lib/validation/price-answers';
import { buyHref } from './lines';

/**
 * A price page (no account needed): the title, what it asks and why, "sign in" for existing customers
 * (brought back to the purchase), and the line's form with the client messages it uses.
 */
export async function PriceFrame({ lang, line, title, signedIn, children }: { lang: string; line: PricedLine; title: string; signedIn: boolean; children: ReactNode }) {
  const t = await getTranslations('pricing');
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      {signedIn ? null : (
        <p className="mt-2">
          <a href={buyHref(lang, line, false)} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">{t('signIn')}</a>
        </p>
      )}
      {/* The price is asked with React Query (a mutation): a public page has no provider of its own. */}
      <ClientMessages namespaces={['pricing', 'purchase', 'flow', 'validation', 'errors']}>{children}</ClientMessages>
    </div>
  );
}
