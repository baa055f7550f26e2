'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Phone } from '@/components/ui/Phone';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { CALL_BACK, type CallBackReason } from '@/lib/config/call-back';
import { formatPhone } from '@/lib/phone';
import { callBackSchema, type CallBackRequest as Request } from '@/lib/validation/call-back';

type Props = { reason: CallBackReason; mobile: string };

/**
 * Under a refusal (60 or over): a call back from customer care, its reason pre-filled and the account's
 * mobile offered (POST /email/call-back). Not a <form>: it may sit inside the step's own form.
 */
export function CallBackRequest({ reason, mobile }: Props) {
  const t = useTranslations('purchase.callBack');
  const locale = useLocale();
  const errorText = useApiErrorMessage();
  const noteId = useId();
  const headingId = useId();
  const form = useZodForm(callBackSchema, { defaultValues: { reason, phone: formatPhone(mobile), note: t(`reasons.${reason}`) } });
  const error = useFieldError(form.formState.errors);
  const send = useMutation({
    mutationFn: (body: Request) => browserApi(locale).sendCallBackRequest({ body }).then((answer) => ({ reference: answer.reference, phone: body.phone })),
    onError: (failure) => applyServerErrors(form.setError, failure),
  });
  const sent = send.data;

  if (sent) {
    return (
      <section role="status" aria-live="polite" className="mt-4 flex flex-col gap-2 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
        <h2 className="text-lg font-semibold">{t('sentTitle')}</h2>
        <p>{t.rich('sentNext', { phone: () => <Phone number={sent.phone} />, days: CALL_BACK.workingDays })}</p>
        <p>{t('reference')} <bdi dir="ltr" className="font-semibold">{sent.reference}</bdi></p>
      </section>
    );
  }
  const noteError = error('note');
  return (
    <section aria-labelledby={headingId} className="mt-4 flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">{t('title')}</h2>
      <p className="text-slate-800">{t('intro', { days: CALL_BACK.workingDays })}</p>
      <TextField label={t('phone')} type="tel" autoComplete="tel" ltr className="max-w-72" {...form.register('phone')} error={error('phone')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="font-medium text-slate-800">{t('note')}</label>
        <textarea id={noteId} rows={3} maxLength={CALL_BACK.noteMaxLength} {...form.register('note')}
          aria-invalid={noteError ? true : undefined} aria-describedby={noteError ? `${noteId}-error` : undefined}
          className={`rounded-lg border bg-white px-3 py-2 text-base ${noteError ? 'border-red-600' : 'border-slate-300'} focus:border-brand-600`} />
        {noteError ? <p id={`${noteId}-error`} className="text-sm text-red-700">{noteError}</p> : null}
      </div>
      <div aria-live="polite">{send.isError ? <Alert tone="error">{errorText(send.error)}</Alert> : null}</div>
      {/* Not a submit: the section may sit inside a step's form; the rules run on click all the same. */}
      <button type="button" onClick={form.handleSubmit((values) => send.mutate(values))} disabled={send.isPending}
        className="inline-flex min-h-11 items-center self-start rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {send.isPending ? t('sending') : t('send')}
      </button>
    </section>
  );
}
