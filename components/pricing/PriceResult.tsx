'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/Alert';
import type { Price, PriceOption } from '@/lib/api/endpoints/prices';
import { formatDiscount, formatJod } from '@/lib/format/money';
import { buyHref } from './lines';
import type { PriceState } from './usePrice';

const action = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold';

function OptionPrice({ option, perTrip }: { option: PriceOption; perTrip: boolean }) {
  const t = useTranslations('pricing');
  const locale = useLocale();
  // An isolate in the amount's own direction: "14.500 دينار أردني" reads right to left in Arabic, its number left to right.
  const money = (n: number) => <bdi className="whitespace-nowrap tabular-nums">{formatJod(n, locale)}</bdi>;
  const known = t.has(`options.${option.option}` as never) ? t(`options.${option.option}` as never) : option.option;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-brand-100 bg-white p-4">
      <span className="font-semibold text-brand-900">{known}</span>
      <span className="text-sm text-slate-600">{t(perTrip ? 'totalTrip' : 'total')}</span>
      <span className="text-2xl font-bold text-brand-900" data-testid={`price-${option.option}`}>{money(option.total)}</span>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 text-sm text-slate-700">
        <dt>{t('premium')}</dt><dd>{money(option.premium)}</dd>
        {option.offer ? (<><dt>{t('offer', { title: option.offer.title })}</dt><dd><bdi className="whitespace-nowrap tabular-nums">{formatDiscount(option.offer.amount, locale)}</bdi></dd></>) : null}
        <dt>{t('feesAndTax')}</dt><dd>{money(option.fees + option.tax)}</dd>
      </dl>
    </li>
  );
}

function Priced({ price, signedIn }: { price: Price; signedIn: boolean }) {
  const t = useTranslations('pricing');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [price]);
  return (
    <section aria-labelledby="price-result" className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4">
      <h2 id="price-result" ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">{t('resultHeading')}</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {price.options.map((o) => <OptionPrice key={o.option} option={o} perTrip={price.line === 'travel'} />)}
      </ul>
      <p className="text-sm text-slate-700">{t('held')}</p>
      {signedIn ? null : <p className="text-slate-800">{t('buyNote')}</p>}
      <div className="flex flex-wrap gap-3">
        <a href={buyHref(locale, price.line, signedIn, 'signup')} className={`${action} grow bg-brand-600 text-white hover:bg-brand-700 sm:grow-0`}>{t('buy')}</a>
        {signedIn ? null : (
          <a href={buyHref(locale, price.line, false)} className={`${action} grow border border-brand-600 text-brand-700 hover:bg-white sm:grow-0`}>{t('signIn')}</a>
        )}
      </div>
    </section>
  );
}

/** The answer to a price request, announced as it arrives: working, the price with "Buy this cover", or the refusal. */
export function PriceResult({ state, signedIn }: { state: PriceState; signedIn: boolean }) {
  const t = useTranslations('pricing');
  return (
    <div aria-live="polite" className="mt-6">
      {state.kind === 'pricing' ? <p role="status" className="text-slate-700">{t('pricing')}</p> : null}
      {state.kind === 'refused' ? <Alert tone="error">{state.message}</Alert> : null}
      {state.kind === 'priced' ? <Priced price={state.price} signedIn={signedIn} /> : null}
    </div>
  );
}
