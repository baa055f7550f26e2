'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { compressPhoto } from '@/components/claims/compress-photo';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { Claim } from '@/lib/api/endpoints/claims';
import { claimObjection } from '@/lib/validation/claim';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { isDecisionChanged } from './decision-changed';
import { longDate } from './long-date';

type Props = {
  claimId: number;
  /** A dispute of the settlement offer, or an appeal of a refusal: the same note, another endpoint. */
  kind: 'dispute' | 'appeal';
  /** The decision objected to, as shown: its version, and an approval's net (a dispute names both). */
  decision: { version: number; net_fils?: number };
  /** The last day (yyyy-MM-dd, Jordan) the objection may be sent. */
  until: string;
  onDone: (claim: Claim, message: string) => void;
  /** The decision changed meanwhile: nothing was sent, the page reads the claim again. */
  onChanged: () => void;
};

const NOTE_MAX = 1000;

/**
 * "I do not agree" / "Appeal the decision": opens a note of at least 10 characters and, if the customer
 * has one, a document that supports it (one file, through the portal's upload as the claim's other
 * files), sent once.
 */
export function ObjectionForm({ claimId, kind, decision, until, onDone, onChanged }: Props) {
  const t = useTranslations('claimPage.objection');
  const answer = useTranslations('claimPage.answer');
  const locale = useLocale();
  const api = useBrowserApi();
  const apiMessage = useApiErrorMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [busy, setBusy] = useState(false);
  // The form holds what a dispute and an appeal share; a dispute adds the net it objects to (claimDispute).
  const form = useZodForm(claimObjection, { defaultValues: { note: '', decision_version: decision.version, upload_id: null } });
  const fieldError = useFieldError(form.formState.errors);
  const send = useMutation({
    mutationFn: async (body: z.output<typeof claimObjection>) => {
      const { claim } = kind === 'dispute'
        ? await api().disputeClaimOffer({ params: { id: claimId }, body: { ...body, net_fils: decision.net_fils ?? 0 } })
        : await api().appealClaim({ params: { id: claimId }, body });
      return claim;
    },
    onSuccess: (claim) => onDone(claim, t(kind === 'dispute' ? 'disputed' : 'appealed')),
    onError: (failure) => (isDecisionChanged(failure) ? onChanged() : applyServerErrors(form.setError, failure, (name) => name === 'note' || name === 'upload_id')),
  });
  const error = fieldError('note');
  const fileError = fieldError('upload_id');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.clearErrors('upload_id');
    // The document is optional, but one still sending would be left behind.
    if (busy) return form.setError('upload_id', { type: 'manual', message: 'claimPage.requests.busy' });
    form.setValue('upload_id', file?.id ?? null);
    void form.handleSubmit((body) => send.mutate(body))();
  };
  const formId = `${id}-form`;
  if (!open) {
    return (
      <Button variant="secondary" aria-expanded={false} aria-controls={formId} onClick={() => setOpen(true)} className="self-start">
        {t(kind === 'dispute' ? 'disputeOpen' : 'appealOpen')}
      </Button>
    );
  }
  return (
    <form id={formId} method="post" noValidate onSubmit={submit}
      aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4">
      <h3 id={`${id}-heading`} className="font-semibold text-brand-900">{t(kind === 'dispute' ? 'disputeHeading' : 'appealHeading')}</h3>
      <div aria-live="polite">{send.isError && !form.formState.errors.note && !form.formState.errors.upload_id && !isDecisionChanged(send.error) ? <Alert tone="error">{apiMessage(send.error)}</Alert> : null}</div>
      <label htmlFor={`${id}-note`} className="font-medium text-slate-800">{t(kind === 'dispute' ? 'disputeLabel' : 'appealLabel')}</label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t(kind === 'dispute' ? 'disputeHint' : 'appealHint')} <span data-testid="objection-until">{answer('until', { date: longDate(until, locale) })}</span>
      </p>
      <textarea id={`${id}-note`} rows={4} maxLength={NOTE_MAX} autoFocus {...form.register('note')}
        aria-invalid={error ? true : undefined} aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className={`rounded-lg border bg-white px-3 py-2 ${error ? 'border-red-600' : 'border-slate-300'}`} />
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
      <FileUpload
        label={t('file')}
        hint={t('fileHint')}
        purpose="claim-file"
        capture="environment"
        prepare={compressPhoto}
        value={file}
        onChange={(value) => { setFile(value); form.clearErrors('upload_id'); }}
        onBusyChange={setBusy}
        error={fileError}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={send.isPending}>{send.isPending ? t('sending') : t(kind === 'dispute' ? 'disputeSend' : 'appealSend')}</Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>{t('close')}</Button>
      </div>
    </form>
  );
}
