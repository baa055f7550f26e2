'use client';

import { useTranslations } from 'next-intl';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { Select } from '@/components/requests/Select';
import { VEHICLE_SIZES, VEHICLE_TYPES, VEHICLE_USES, type VehicleType } from '@/lib/config/car-online';
import type { CarPriceDraft } from './draft';

type Props = { draft: CarPriceDraft; set: (values: Partial<CarPriceDraft>) => void; error: (field: string) => string | undefined };

/** Third party's price: the vehicle's use, its type, and the size band of that type. */
export function ThirdPartyFields({ draft, set, error }: Props) {
  const t = useTranslations('carPrice');
  const sizes = draft.vehicle_type && draft.vehicle_type in VEHICLE_SIZES ? VEHICLE_SIZES[draft.vehicle_type as VehicleType] : [];
  return (
    <>
      <ChoiceGroup legend={t('use')} name="use" value={draft.use} error={error('use')} onChange={(use) => set({ use })}
        options={VEHICLE_USES.map((u) => ({ value: u, label: t(`uses.${u}`) }))} />
      <ChoiceGroup legend={t('vehicleType')} name="vehicle_type" value={draft.vehicle_type} error={error('vehicle_type')}
        onChange={(vehicle_type) => set({ vehicle_type, size: '' })}
        options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`vehicleTypes.${v}`) }))} />
      <Select name="size" label={t('size')} placeholder={draft.vehicle_type ? t('choose') : t('chooseTypeFirst')} value={draft.size ?? ''}
        error={error('size')} onChange={(size) => set({ size })}
        options={sizes.map((s) => ({ value: s, label: t(`sizes.${s}`) }))} />
    </>
  );
}
