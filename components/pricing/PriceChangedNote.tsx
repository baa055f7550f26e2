'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatJod } from '@/lib/format/money';
import type { PriceShown } from './carry';

/**
 * On a purchase's summary: the account's price differs from the one shown before sign-up or sign-in
 * (the backend prices again on the account, its birth date). Said only while the answers the earlier
 * price was for are unchanged (`signature`), and only when the totals differ.
 */
export function PriceChangedNote({ shown, signature, option, total }: { shown: PriceShown | undefined; signature: string; option: string; total: number }) {
  const t = useTranslations('pricing');
  const locale = useLocale();
  const before = shown?.for === signature ? shown.totals[option] : undefined;
  if (before === undefined || Math.round(before * 1000) === Math.round(total * 1000)) return null;
  return (
    <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="price-changed">
      {t.rich('priceChanged', { now: formatJod(total, locale), before: formatJod(before, locale), amount: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
    </p>
  );
}
