import { useLocale, useTranslations } from 'next-intl';
import { priceLines, type PriceBreakdown } from '@/lib/model/contracts/price-lines';

/**
 * Neither a client nor a server module of its own: the summary (a client component) renders it in the
 * browser, the contract page on the server, with the messages each has.
 *
 * A price, one line each (lib/model/contracts/price-lines: the same lines the contract page and its PDF
 * print): premium, the offer taken off it (its title and the amount), issue fee, stamp duty, and the
 * total (to pay, or paid on a contract). Each amount is isolated and kept on one line; in Arabic it reads right to left, "14.500 دينار
 * أردني", the number (and a discount's sign) left to right inside it.
 */
export function PriceLines({ quotation, paid = false }: { quotation: PriceBreakdown; /** On a contract: the total was paid, not to pay. */ paid?: boolean }) {
  const t = useTranslations('purchase.summary');
  const locale = useLocale();
  return (
    <dl className="mt-2 flex flex-col gap-1">
      {priceLines(quotation, locale).map((line) => {
        const amount = <bdi className="whitespace-nowrap tabular-nums">{line.amount}</bdi>;
        if (line.key === 'offer') {
          return (
            <div key={line.key} className="flex justify-between gap-4 font-medium text-green-800" data-testid="quote-offer">
              <dt>{t('offer', { title: line.title ?? '' })}</dt>
              <dd className="shrink-0">{amount}</dd>
            </div>
          );
        }
        if (line.key === 'total') {
          return (
            <div key={line.key} className="mt-1 flex justify-between gap-4 border-t border-brand-100 pt-2 text-lg font-bold">
              <dt>{t(paid ? 'totalPaid' : 'total')}</dt><dd data-testid="quote-total">{amount}</dd>
            </div>
          );
        }
        return <div key={line.key} className="flex justify-between gap-4"><dt>{t(line.key)}</dt><dd className="shrink-0">{amount}</dd></div>;
      })}
    </dl>
  );
}
