import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Policy } from '@/lib/api/endpoints/policies';
import { carLabel } from '@/lib/model/contracts/car-label';
import { productOf } from '@/lib/model/contracts/product-names';
import { formatJod } from '@/lib/format';

type Contract = Pick<Policy, 'line' | 'segment_code' | 'vehicle_type' | 'vehicle_model' | 'production_year' | 'plate_number' | 'insured_sum'>;

const latinGrouping = new Intl.NumberFormat('en');

/** The customer's name of a contract's product (Comprehensive, Sky Plus, Gold plan, …), never its code. */
export function useProductName(): (policy: Pick<Policy, 'line' | 'segment_code'>) => string {
  const t = useTranslations('products');
  return (policy) => {
    const { name } = productOf(policy.line, policy.segment_code);
    return 'values' in name ? t(name.key, { sum: latinGrouping.format(name.values.sum) }) : t(name.key);
  };
}

/**
 * The line under a product's name that tells two contracts of one product apart: the car and its
 * plate for motor, the destination for travel, the cover for the other lines.
 */
export function ProductDetail({ policy }: { policy: Contract }) {
  const t = useTranslations('products');
  const lang = useLocale();
  const ltr = (chunks: ReactNode) => <span dir="ltr" className="whitespace-nowrap">{chunks}</span>;
  if (policy.line === 'motor') {
    const vehicle = carLabel(policy);
    const bdi = (chunks: ReactNode) => <bdi>{chunks}</bdi>;
    if (vehicle && policy.plate_number) return <>{t.rich('vehicle', { vehicle, plate: policy.plate_number, ltr, bdi })}</>;
    if (vehicle || policy.plate_number) return <bdi>{vehicle || policy.plate_number}</bdi>;
  }
  const { destination } = productOf(policy.line, policy.segment_code);
  if (destination) return <>{t('toDestination', { destination: t(`destination.${destination}`) })}</>;
  // Intl's output may differ by a space between Node and the browser: not worth a hydration warning.
  const bdi = (chunks: ReactNode) => <bdi suppressHydrationWarning>{chunks}</bdi>;
  return <>{t.rich('coverUpTo', { amount: formatJod(policy.insured_sum, lang), bdi })}</>;
}

/** The product name as an element, for server components that cannot call the hook themselves. */
export function ProductNameText({ policy }: { policy: Pick<Policy, 'line' | 'segment_code'> }) {
  return <>{useProductName()(policy)}</>;
}
