'use client';

import { useLocale, useTranslations } from 'next-intl';
import { NumericField } from '@/components/forms/NumericField';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { Select } from '@/components/requests/Select';
import { CAR_ONLINE } from '@/lib/config/car-online';
import { CAR_MAKES, ENGINE_TYPES, makeById } from '@/lib/config/car-makes';
import type { CarPriceDraft } from './draft';

type Props = { draft: CarPriceDraft; set: (values: Partial<CarPriceDraft>) => void; error: (field: string) => string | undefined };

/** Comprehensive's price: make and model (in the reader's language), year, engine type, value, and the claim question. */
export function ComprehensiveFields({ draft, set, error }: Props) {
  const t = useTranslations('carPrice');
  const engines = useTranslations('motor.engines');
  const locale = useLocale();
  const models = draft.make ? (makeById(draft.make)?.models ?? []) : [];
  return (
    <>
      <Select name="make" label={t('make')} placeholder={t('choose')} value={draft.make ?? ''} error={error('make')}
        onChange={(make) => set({ make, model: '' })}
        options={CAR_MAKES.map((m) => ({ value: m.id, label: m[locale] }))} />
      <Select name="model" label={t('model')} placeholder={draft.make ? t('choose') : t('chooseMakeFirst')} value={draft.model ?? ''}
        error={error('model')} onChange={(model) => set({ model })}
        options={models.map((m) => ({ value: m.id, label: m[locale] }))} />
      <NumericField label={t('year')} hint={t('yearHint', { year: 2021 })} maxLength={4} className="max-w-40" name="production_year"
        value={draft.production_year ?? ''} onChange={(e) => set({ production_year: e.target.value })} error={error('production_year')} />
      <ChoiceGroup legend={t('engine')} name="engine_type" value={draft.engine_type} error={error('engine_type')}
        onChange={(engine_type) => set({ engine_type })}
        options={ENGINE_TYPES.map((e) => ({ value: e, label: engines(e) }))} />
      <NumericField label={t('valuation')} hint={t('valuationHint')} maxLength={7} className="max-w-72" name="valuation"
        value={draft.valuation ?? ''} onChange={(e) => set({ valuation: e.target.value })} error={error('valuation')} />
      <ChoiceGroup legend={t('claim', { years: CAR_ONLINE.claimYears })} name="previous_claim" error={error('previous_claim')}
        value={draft.previous_claim === undefined ? undefined : draft.previous_claim ? 'yes' : 'no'}
        onChange={(v) => set({ previous_claim: v === 'yes' })}
        options={[{ value: 'no', label: t('no') }, { value: 'yes', label: t('yes') }]} />
    </>
  );
}
