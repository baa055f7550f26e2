'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { Alert } from '@/components/ui/Alert';
import { StepNav } from '@/components/flow/StepNav';
import type { Choice } from '@/lib/config/registration';

type Props = {
  name: 'city' | 'employer' | 'monthly_income';
  choices?: Choice[];
  value?: string;
  last?: boolean;
  onBack: () => void;
  onDone: (value: string) => void | Promise<void>;
  /** Words for a failure of onDone, where the step knows better than the error's code alone. */
  explain?: (failure: unknown) => ReactNode;
};

/** One choice from a list the backend serves: city, employer or monthly income. */
export function ChoiceStep({ name, choices, value, last, onBack, onDone, explain }: Props) {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const apiMessage = useApiErrorMessage();
  const [selected, setSelected] = useState(value ?? '');
  const [error, setError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected) return setError(t('chooseOne'));
    setBusy(true);
    setError(null);
    try {
      await onDone(selected);
    } catch (failure) {
      setError(explain ? explain(failure) : apiMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <label className="flex flex-col gap-1.5">
        <span className="font-medium text-slate-800">{t(`choice.${name}`)}</span>
        <select
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
          aria-invalid={error ? true : undefined}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
          disabled={!choices}
        >
          <option value="">{choices ? t('selectPlaceholder') : t('loadingList')}</option>
          {choices?.map((c) => <option key={c.value} value={c.value}>{c[locale]}</option>)}
        </select>
      </label>
      <StepNav onBack={onBack} busy={busy} busyLabel={t('creating')} nextLabel={last ? t('create') : t('continue')} />
    </form>
  );
}
