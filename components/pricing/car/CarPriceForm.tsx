'use client';

import type { ReactNode } from 'react';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useLazyZodForm } from '@/components/forms/useZodForm';
import { ComprehensiveFields } from './ComprehensiveFields';
import { CoverChoice } from './CoverChoice';
import type { CarPriceSchema } from './form-api';
import type { CarPriceDraft } from './draft';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { ThirdPartyFields } from './ThirdPartyFields';


// The price page opens from links (the landing, the bench weighs it): the rules load in their own chunk once the page is idle.
const loadSchema = () => import('@/lib/validation/car-price').then((m) => m.carPriceSchema as unknown as CarPriceSchema);

export type { CarPriceFormApi } from './form-api';

/**
 * The cover, then only what that cover's price needs, checked by the server's schema (carPriceSchema:
 * amounts as typed, each empty field saying what to choose or enter). The public price page and the
 * purchase's first step both ask with this form; `actions` are its buttons. What is typed survives a
 * reload and a language switch under `draftKey` (the purchase passes its flow's step key).
 */
export function CarPriceForm({ defaults, onDone, onChange, actions, draftKey = 'price:car' }: {
  defaults: CarPriceDraft;
  onDone: (answers: CarPriceAnswers) => void;
  /** Told of every change (the price page hides a price the answers no longer give). */
  onChange?: () => void;
  actions: ReactNode;
  draftKey?: string;
}) {
  const form = useLazyZodForm(loadSchema, { defaultValues: defaults });
  const error = useFieldError(form.formState.errors);
  useFormDraft(form, draftKey);
  const cover = form.watch('cover');

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} onChange={onChange} noValidate className="mt-4 flex flex-col gap-5">
      <CoverChoice form={form} error={error('cover')} />
      {cover === 'third-party' ? <ThirdPartyFields form={form} error={error} /> : null}
      {cover === 'comprehensive' ? <ComprehensiveFields form={form} error={error} /> : null}
      {actions}
    </form>
  );
}
