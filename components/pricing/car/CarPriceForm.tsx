'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { checkStep } from '@/components/purchase/form-errors';
import { carPriceSchema, type CarPriceAnswers } from '@/lib/validation/car-price';
import { messageKeys } from '@/lib/validation/fields';
import { ComprehensiveFields } from './ComprehensiveFields';
import { CoverChoice } from './CoverChoice';
import { answersOf, type CarPriceDraft } from './draft';
import { ThirdPartyFields } from './ThirdPartyFields';

/**
 * The cover, then only what that cover's price needs, checked by the server's schema (carPriceSchema).
 * The public price page and the purchase's first step both ask with this form; `actions` are its buttons.
 */
export function CarPriceForm({ defaults, onDone, onChange, actions }: {
  defaults: CarPriceDraft;
  onDone: (answers: CarPriceAnswers) => void;
  /** Told of every change (the price page hides a price the answers no longer give). */
  onChange?: () => void;
  actions: ReactNode;
}) {
  const message = useFieldMessage();
  const [draft, setDraft] = useState<CarPriceDraft>(defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function set(values: Partial<CarPriceDraft>) {
    setDraft((d) => ({ ...d, ...values }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(values).map((k) => [k, ''])) }));
    onChange?.();
  }
  const error = (field: string) => message(errors[field] || undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The cover first: without it the schema cannot say which fields it wants.
    if (!draft.cover) return setErrors({ cover: messageKeys.required });
    const checked = checkStep(carPriceSchema, answersOf(draft));
    if (!checked.ok) return setErrors(checked.errors);
    onDone(checked.data);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <CoverChoice value={draft.cover} error={error('cover')} onChange={(cover) => set({ cover })} />
      {draft.cover === 'third-party' ? <ThirdPartyFields draft={draft} set={set} error={error} /> : null}
      {draft.cover === 'comprehensive' ? <ComprehensiveFields draft={draft} set={set} error={error} /> : null}
      {actions}
    </form>
  );
}
