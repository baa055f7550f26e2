'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import type { RenewalBasis, RenewalView } from '@/lib/api/endpoints/renewals';
import { formatJod } from '@/lib/format/money';

type Change = NonNullable<RenewalView['price_change']>;

const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/** One line of what this year's price rests on, in the reader's language (the backend says which). */
function useBasisText() {
  const t = useTranslations('renewal.change');
  const car = useTranslations('carPrice');
  const engines = useTranslations('motor.engines');
  const locale = useLocale();
  const jod = (amount: number) => formatJod(amount, locale);
  return (b: RenewalBasis): ReactNode => {
    switch (b.kind) {
      case 'tariff':
        if (!b.on_file) return t('tariffUnknown');
        // The size is one of the tariff's bands, each named under carPrice.sizes.
        return t('tariff', { use: car(`uses.${b.use}`), type: car(`vehicleTypes.${b.vehicle_type}`), size: car(`sizes.${b.size}` as 'sizes.cc-1600') });
      case 'value':
        return b.from === b.to ? t.rich('valueSame', { to: jod(b.to), ltr }) : t.rich('valueFell', { from: jod(b.from), to: jod(b.to), age: b.age, ltr });
      case 'rate': {
        const args = { engine: engines(b.engine_type), percent: b.percent, loading: b.loading_percent, age: b.age, ltr };
        return b.loading_percent > 0 ? t.rich('rateLoaded', args) : t.rich('rate', args);
      }
      case 'minimum':
        return t.rich('minimum', { amount: jod(b.amount), ltr });
    }
  };
}

/**
 * On the renewal summary: last year's price beside this year's, and why (the tariff entry, or the
 * car's value at renewal and the rate of it; the offer taken off, if any).
 */
export function PriceChange({ change, quotation, heading: Heading = 'h4' }: {
  change: Change;
  quotation: Pick<Quotation, 'total' | 'offer'>;
  /** One level below the section it sits in: the summary's price (h3), or the company renewal's (h2). */
  heading?: 'h3' | 'h4';
}) {
  const t = useTranslations('renewal.change');
  const locale = useLocale();
  const text = useBasisText();
  const money = (amount: number) => <span dir="ltr" className="tabular-nums">{formatJod(amount, locale)}</span>;
  return (
    <section aria-labelledby="price-change" className="mt-3 border-t border-brand-100 pt-3" data-testid="renewal-price-change">
      <Heading id="price-change" className="font-semibold text-brand-900">{t('title')}</Heading>
      <dl className="mt-1 grid grid-cols-2 gap-2">
        <div><dt className="text-sm text-slate-600">{t('lastYear')}</dt><dd data-testid="last-year">{money(change.last_year)}</dd></div>
        <div><dt className="text-sm text-slate-600">{t('thisYear')}</dt><dd data-testid="this-year" className="font-semibold">{money(quotation.total)}</dd></div>
      </dl>
      <p className="mt-2 text-sm font-medium text-slate-800">{t('why')}</p>
      <ul className="mt-1 list-disc ps-5 text-sm text-slate-800" data-testid="renewal-reasons">
        {change.basis.map((b) => <li key={b.kind}>{text(b)}</li>)}
        {quotation.offer ? <li>{t.rich('offer', { title: quotation.offer.title, percent: quotation.offer.percent, ltr })}</li> : null}
      </ul>
    </section>
  );
}
