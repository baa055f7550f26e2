'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Alert } from '@/components/ui/Alert';
import { Phone } from '@/components/ui/Phone';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { CALL_BACK, type CallBackReason } from '@/lib/config/call-back';
import { callBackSchema } from '@/lib/validation/call-back';
import { checkStep } from './form-errors';

/**
 * Under a refusal (60 or over): a call back from customer care, its reason pre-filled and the account's
 * mobile offered (POST /email/call-back). Not a <form>: it may sit inside the step's own form.
 */
export function CallBackRequest({ reason, mobile }: { reason: CallBackReason; mobile: string }) {
  const t = useTranslations('purchase.callBack');
  const locale = useLocale();
  const message = useFieldMessage();
  const errorText = useApiErrorMessage();
  const noteId = useId();
  const headingId = useId();
  const [phone, setPhone] = useState(mobile);
  const [note, setNote] = useState(() => t(`reasons.${reason}`));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; phone: string } | null>(null);

  async function send() {
    const checked = checkStep(callBackSchema, { reason, phone, note });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const answer = await browserApi(locale).sendCallBackRequest({ body: checked.data });
      setSent({ reference: answer.reference, phone: checked.data.phone });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section role="status" aria-live="polite" className="mt-4 flex flex-col gap-2 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
        <h2 className="text-lg font-semibold">{t('sentTitle')}</h2>
        <p>{t.rich('sentNext', { phone: () => <Phone number={sent.phone} />, days: CALL_BACK.workingDays })}</p>
        <p>{t('reference')} <bdi dir="ltr" className="font-semibold">{sent.reference}</bdi></p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-4 flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">{t('title')}</h2>
      <p className="text-slate-800">{t('intro', { days: CALL_BACK.workingDays })}</p>
      <TextField label={t('phone')} type="tel" autoComplete="tel" ltr className="max-w-72" value={phone}
        onChange={(e) => setPhone(e.target.value)} error={message(errors.phone)} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="font-medium text-slate-800">{t('note')}</label>
        <textarea id={noteId} rows={3} maxLength={CALL_BACK.noteMaxLength} value={note} onChange={(e) => setNote(e.target.value)}
          aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? `${noteId}-error` : undefined}
          className={`rounded-lg border bg-white px-3 py-2 text-base ${errors.note ? 'border-red-600' : 'border-slate-300'} focus:border-brand-600`} />
        {errors.note ? <p id={`${noteId}-error`} className="text-sm text-red-700">{message(errors.note)}</p> : null}
      </div>
      <div aria-live="polite">{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <button type="button" onClick={send} disabled={busy}
        className="inline-flex min-h-11 items-center self-start rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? t('sending') : t('send')}
      </button>
    </section>
  );
}
