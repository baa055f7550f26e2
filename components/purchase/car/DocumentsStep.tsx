'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import type { UploadPurpose } from '@/lib/config/uploads';
import { toLatinDigits } from '@/lib/validation/digits';
import { vehicleSchema, type CarPriceAnswers } from '@/lib/validation/car-price';
import { checkStep } from '../form-errors';
import type { CarData, StoredFile } from './flow';
import { VehicleFields, type VehicleDraft } from './VehicleFields';

type Slot = 'licence_front' | 'licence_back' | 'registration_1' | 'registration_2';
const SLOTS: { key: Slot; label: 'licenceFront' | 'licenceBack' | 'registrationFront' | 'registrationBack'; purpose: UploadPurpose; required: boolean }[] = [
  { key: 'licence_front', label: 'licenceFront', purpose: 'driving-licence', required: true },
  { key: 'licence_back', label: 'licenceBack', purpose: 'driving-licence', required: true },
  { key: 'registration_1', label: 'registrationFront', purpose: 'vehicle-licence', required: true },
  { key: 'registration_2', label: 'registrationBack', purpose: 'vehicle-licence', required: false },
];
const stored = (f: UploadedFile | null): StoredFile | undefined => (f ? { id: f.id, name: f.name, type: f.type, size: f.size } : undefined);

/** The car the contract names and its plate, then the driver licence (two sides) and the registration. */
export function DocumentsStep({ answers, data, onBack, onDone }: {
  answers: CarPriceAnswers;
  data: Partial<CarData>;
  onBack: () => void;
  onDone: (values: Pick<CarData, 'vehicle' | 'licence_front' | 'licence_back' | 'registration'>) => void;
}) {
  const t = useTranslations('motor');
  const intro = useTranslations('carPrice.purchase');
  const message = useFieldMessage();
  const priced = answers.cover === 'comprehensive' ? answers : null;
  const [vehicle, setVehicle] = useState<VehicleDraft>({
    make: priced?.make ?? data.vehicle?.make ?? '',
    model: priced?.model ?? data.vehicle?.model ?? '',
    production_year: String(priced?.production_year ?? data.vehicle?.production_year ?? ''),
    plate_number: data.vehicle?.plate_number ?? '',
  });
  const [files, setFiles] = useState<Record<Slot, UploadedFile | null>>({
    licence_front: (data.licence_front as UploadedFile | undefined) ?? null,
    licence_back: (data.licence_back as UploadedFile | undefined) ?? null,
    registration_1: (data.registration?.[0] as UploadedFile | undefined) ?? null,
    registration_2: (data.registration?.[1] as UploadedFile | undefined) ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(0);
  const error = (field: string) => message(errors[field] || undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const year = vehicle.production_year.trim() === '' ? undefined : Number(toLatinDigits(vehicle.production_year));
    const checked = checkStep(vehicleSchema, { ...vehicle, production_year: year });
    const missing = SLOTS.filter((s) => s.required && !files[s.key]).map((s) => [s.key, 'validation.uploadMissing']);
    if (!checked.ok || missing.length) return setErrors({ ...(checked.ok ? {} : checked.errors), ...Object.fromEntries(missing) });
    onDone({
      vehicle: checked.data,
      licence_front: stored(files.licence_front)!,
      licence_back: stored(files.licence_back)!,
      registration: [stored(files.registration_1), stored(files.registration_2)].filter((f) => !!f),
    });
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <p className="text-slate-700">{intro('documentsIntro')}</p>
      <VehicleFields answers={answers} value={vehicle} error={error}
        set={(v) => { setVehicle((all) => ({ ...all, ...v })); setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(v).map((k) => [k, ''])) })); }} />
      {SLOTS.map((s) => (
        <FileUpload key={s.key} label={t(s.label)} purpose={s.purpose} capture="environment" value={files[s.key]}
          onChange={(f) => { setFiles((all) => ({ ...all, [s.key]: f })); setErrors((e) => ({ ...e, [s.key]: '' })); }}
          onBusyChange={(b) => setSending((n) => Math.max(0, n + (b ? 1 : -1)))} error={error(s.key)} />
      ))}
      <StepNav onBack={onBack} busy={sending > 0} />
    </form>
  );
}
