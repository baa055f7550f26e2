'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { FileUpload } from '@/components/upload/FileUpload';
import type { UploadPurpose } from '@/lib/config/uploads';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { carDocumentsForm } from '@/lib/validation/car-documents';
import type { CarData } from './flow';
import { VehicleFields, type VehicleValues } from './VehicleFields';

type Slot = 'licence_front' | 'licence_back' | 'registration_1' | 'registration_2';
const SLOTS: { key: Slot; label: 'licenceFront' | 'licenceBack' | 'registrationFront' | 'registrationBack'; purpose: UploadPurpose }[] = [
  { key: 'licence_front', label: 'licenceFront', purpose: 'driving-licence' },
  { key: 'licence_back', label: 'licenceBack', purpose: 'driving-licence' },
  { key: 'registration_1', label: 'registrationFront', purpose: 'vehicle-licence' },
  { key: 'registration_2', label: 'registrationBack', purpose: 'vehicle-licence' },
];

/** The draft key of this step: forgotten when the quotation refuses its uploads (CarPurchase asks again). */
export const DOCUMENTS_DRAFT = 'motor:documents';

/** The car the contract names and its plate, then the driver licence (two sides) and the registration. */
export function DocumentsStep({ answers, data, onBack, onDone }: {
  answers: CarPriceAnswers;
  data: Partial<CarData>;
  onBack: () => void;
  onDone: (values: Pick<CarData, 'vehicle' | 'licence_front' | 'licence_back' | 'registration'>) => void;
}) {
  const t = useTranslations('motor');
  const intro = useTranslations('carPrice.purchase');
  const priced = answers.cover === 'comprehensive' ? answers : null;
  const form = useZodForm(carDocumentsForm, {
    defaultValues: {
      vehicle: {
        make: priced?.make ?? data.vehicle?.make ?? '',
        model: priced?.model ?? data.vehicle?.model ?? '',
        production_year: priced?.production_year ?? data.vehicle?.production_year ?? '',
        plate_number: data.vehicle?.plate_number ?? '',
      },
      licence_front: data.licence_front ?? null,
      licence_back: data.licence_back ?? null,
      registration_1: data.registration?.[0] ?? null,
      registration_2: data.registration?.[1] ?? null,
    } as never,
  });
  useFormDraft(form, DOCUMENTS_DRAFT);
  const error = useFieldError(form.formState.errors);
  const [sending, setSending] = useState(0);
  // The priced car is the contract's, whatever a draft held.
  const keepPriced = () => {
    if (priced) form.setValue('vehicle', { ...form.getValues('vehicle'), make: priced.make, model: priced.model, production_year: priced.production_year });
  };

  const submit = form.handleSubmit((v) => onDone({
    vehicle: v.vehicle,
    licence_front: v.licence_front,
    licence_back: v.licence_back,
    registration: v.registration_2 ? [v.registration_1, v.registration_2] : [v.registration_1],
  }));

  return (
    <form method="post" onSubmit={(event) => { keepPriced(); return submit(event); }} noValidate className="mt-4 flex flex-col gap-5">
      <p className="text-slate-700">{intro('documentsIntro')}</p>
      <VehicleFields answers={answers} error={error} make={String(form.watch('vehicle.make') ?? '')}
        control={form.control as unknown as Control<VehicleValues>} register={form.register as unknown as UseFormRegister<VehicleValues>}
        setValue={form.setValue as unknown as UseFormSetValue<VehicleValues>} />
      {SLOTS.map((s) => (
        <Controller key={s.key} control={form.control} name={s.key} render={({ field }) => (
          <FileUpload label={t(s.label)} purpose={s.purpose} capture="environment" value={field.value ?? null} onChange={field.onChange}
            onBusyChange={(b) => setSending((n) => Math.max(0, n + (b ? 1 : -1)))} error={error(s.key)} />
        )} />
      ))}
      <StepNav onBack={onBack} busy={sending > 0} />
    </form>
  );
}
