'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import { formatDiscount, formatJod } from '@/lib/format/money';

/**
 * A price as the backend answered it (a held quote, or a price before any account), one line each: premium, the offer taken off it (its title and
 * the amount), issue fee, stamp duty, and the total to pay.
 */
export function PriceLines({ quotation }: { quotation: Pick<Quotation, 'premium' | 'offer' | 'fees' | 'tax' | 'total'> }) {
  const t = useTranslations('purchase.summary');
  const locale = useLocale();
  const money = (amount: number) => <span dir="ltr" className="tabular-nums">{formatJod(amount, locale)}</span>;
  const { offer } = quotation;
  return (
    <dl className="mt-2 flex flex-col gap-1">
      <div className="flex justify-between gap-4"><dt>{t('premium')}</dt><dd>{money(quotation.premium)}</dd></div>
      {offer ? (
        <div className="flex justify-between gap-4 font-medium text-green-800" data-testid="quote-offer">
          <dt>{t('offer', { title: offer.title })}</dt>
          <dd className="shrink-0"><span dir="ltr" className="tabular-nums">{formatDiscount(offer.amount, locale)}</span></dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4"><dt>{t('fees')}</dt><dd>{money(quotation.fees)}</dd></div>
      <div className="flex justify-between gap-4"><dt>{t('tax')}</dt><dd>{money(quotation.tax)}</dd></div>
      <div className="mt-1 flex justify-between gap-4 border-t border-brand-100 pt-2 text-lg font-bold">
        <dt>{t('total')}</dt><dd data-testid="quote-total">{money(quotation.total)}</dd>
      </div>
    </dl>
  );
}
