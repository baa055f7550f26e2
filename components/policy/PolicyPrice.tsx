import { getTranslations } from 'next-intl/server';
import type { Policy } from '@/lib/api/endpoints/policies';
import { PriceLines } from '@/components/purchase/PriceLines';

/**
 * What the contract cost, line by line as the summary and the payment showed it: premium, the offer
 * taken off it, issue fee, stamp duty and the total paid (kept with the contract when it was issued).
 */
export async function PolicyPrice({ policy }: { policy: Pick<Policy, 'price_lines' | 'offer_discount'> }) {
  if (!policy.price_lines) return null;
  const t = await getTranslations('policy');
  return (
    <section aria-labelledby="price-heading" className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white px-4 py-3" data-testid="contract-price">
      <h2 id="price-heading" className="text-lg font-semibold">{t('priceHeading')}</h2>
      <PriceLines quotation={{ ...policy.price_lines, offer: policy.offer_discount }} paid />
    </section>
  );
}
