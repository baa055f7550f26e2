'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { StepNav } from '@/components/flow/StepNav';
import { TextField } from '@/components/ui/TextField';
import { NOTE_MAX_LENGTH } from '@/lib/validation/appointment';
import { Choice } from '../Choice';
import { LocationPicker } from '../LocationPicker';
import { CarName } from '../CarName';
import { careBookingFlow, type CareBookingData } from './flow';

type Values = Pick<CareBookingData, 'name' | 'phone' | 'can_move' | 'towing' | 'location' | 'note'>;
type Props = { data: Partial<CareBookingData>; onDone: (v: Values) => void; onBack: () => void };

const schema = careBookingFlow.steps.find((s) => s.key === 'customer')!.schema!;

/** The customer's data, prefilled from the contract (name, phone, car: its kind is the contract's, not asked), with towing, place and note. */
export function CustomerStep({ data, onDone, onBack }: Props) {
  const t = useTranslations('lababak');
  const care = useTranslations('lababakCare');
  const fieldMessage = useFieldMessage();
  const [v, setV] = useState<Partial<Values>>({
    name: data.name ?? data.customer_name ?? '', phone: data.phone ?? '',
    can_move: data.can_move, towing: data.towing, location: data.location, note: data.note ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => setV((old) => ({ ...old, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(v);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onDone(parsed.data as Values);
  };
  const yesNo = [{ value: true, label: t('yes') }, { value: false, label: t('no') }];
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <p className="rounded-lg bg-slate-50 px-4 py-3"><span className="font-medium">{t('facts.car')}:</span> <CarName car={data.car ?? ''} /> · <span dir="ltr">{data.contract_number}</span></p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('notes.name')} value={v.name ?? ''} onChange={(e) => set({ name: e.target.value })} error={fieldMessage(errors.name)} />
        <TextField label={t('notes.phone')} value={v.phone ?? ''} onChange={(e) => set({ phone: e.target.value })} ltr inputMode="tel" error={fieldMessage(errors.phone)} />
      </div>
      <Choice legend={t('movement.canMove')} name="care_can_move" value={v.can_move} onChange={(can_move) => set({ can_move })} options={yesNo}
        error={errors.can_move ? care('answer') : undefined} />
      <Choice legend={t('movement.towing')} name="care_towing" value={v.towing} onChange={(towing) => set({ towing })} options={yesNo}
        error={errors.towing ? care('answer') : undefined} />
      <LocationPicker typedOnly value={v.location} onChange={(location) => set({ location })} error={errors.location ? t('location.required') : undefined} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="care-note" className="font-medium text-slate-800">{t('notes.note')}</label>
        <textarea id="care-note" rows={3} maxLength={NOTE_MAX_LENGTH} value={v.note ?? ''} onChange={(e) => set({ note: e.target.value })}
          className="rounded-lg border border-slate-300 px-3 py-2" />
      </div>
      <StepNav onBack={onBack} />
    </form>
  );
}
