'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

type Props = {
  id: string;
  title: string;
  submit: string;
  busy: boolean;
  failure?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  tone?: 'normal' | 'danger';
};

/** The frame of each desk step: its heading, its fields, the send button (busy while out) and a way back. */
export function ActionForm({ id, title, submit, busy, failure, onSubmit, onClose, children, tone = 'normal' }: Props) {
  const t = useTranslations('claimsDesk.actions');
  return (
    <form id={id} method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} aria-busy={busy}
      className={`flex flex-col gap-4 rounded-xl border p-4 ${tone === 'danger' ? 'border-red-200 bg-red-50/40' : 'border-brand-100 bg-brand-50/40'}`}>
      <h4 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">{title}</h4>
      {children}
      {failure ? <p role="alert" className="text-red-700">{failure}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>{busy ? t('sending') : submit}</Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>{t('back')}</Button>
      </div>
    </form>
  );
}
