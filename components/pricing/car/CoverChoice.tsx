'use client';

import { useTranslations } from 'next-intl';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { CAR_COVERS, type CarCover } from '@/lib/config/car-online';

/** Third party or comprehensive, each with one line saying what it covers. */
export function CoverChoice({ value, onChange, error }: { value?: CarCover; onChange: (cover: CarCover) => void; error?: string }) {
  const t = useTranslations('carPrice');
  return (
    <ChoiceGroup legend={t('cover')} name="cover" value={value} error={error} onChange={(v) => onChange(v as CarCover)}
      options={CAR_COVERS.map((c) => ({ value: c, label: t(`covers.${c}.name`), hint: t(`covers.${c}.what`) }))} />
  );
}
