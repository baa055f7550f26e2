'use client';

import { useLocale } from 'next-intl';
import { Controller, type Control, type FieldValues, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { CAR_MAKES, makeById } from '@/lib/config/car-makes';
import { Select } from './Select';

type Props<T extends FieldValues, R> = {
  /** The form's control; `R` is what its schema makes of the values. */
  control: Control<T, unknown, R>;
  setValue: UseFormSetValue<T>;
  /** Where the two answers sit in the form: `make` and `model`, or `vehicle.make` and `vehicle.model`. */
  names: { make: Path<T>; model: Path<T> };
  /** The chosen make (watched by the form), for its models. */
  make: string | undefined;
  labels: { make: string; model: string; choose: string; chooseMakeFirst: string };
  error: (field: string) => string | undefined;
};

/**
 * A car's make and model from the list of makes sold in Jordan (lib/config/car-makes), in the reader's
 * language: a new make clears the model. The car price, the car request and the car purchase's documents.
 */
export function MakeModelFields<T extends FieldValues, R = T>({ control, setValue, names, make, labels, error }: Props<T, R>) {
  const locale = useLocale() as 'en' | 'ar';
  const models = make ? (makeById(make)?.models ?? []) : [];
  return (
    <>
      <Controller<T, Path<T>, R> control={control} name={names.make} render={({ field }) => (
        <Select name={field.name} label={labels.make} placeholder={labels.choose} value={field.value ?? ''} error={error(names.make)}
          onChange={(value) => { field.onChange(value); setValue(names.model, '' as PathValue<T, Path<T>>); }}
          options={CAR_MAKES.map((m) => ({ value: m.id, label: m[locale] }))} />
      )} />
      <Controller<T, Path<T>, R> control={control} name={names.model} render={({ field }) => (
        <Select name={field.name} label={labels.model} placeholder={models.length ? labels.choose : labels.chooseMakeFirst} value={field.value ?? ''}
          error={error(names.model)} onChange={field.onChange} options={models.map((m) => ({ value: m.id, label: m[locale] }))} />
      )} />
    </>
  );
}
