'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { useCodeErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { safeNextPath } from '@/lib/access/next-path';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { OTP_LENGTH } from '@/lib/config/business';
import { otpCode } from '@/lib/validation/fields';
import { toLatinDigits } from '@/lib/validation/digits';

const schema = z.object({ code: otpCode });
type Values = z.output<typeof schema>;

/** What the backend knows of the code (GET /otp/state): whether one that can still be used was sent, to which number. */
export type OtpState = { sent: boolean; mobileHint: string; resendAfterS: number };

const ltr = (chunk: ReactNode) => <bdi dir="ltr" className="whitespace-nowrap">{chunk}</bdi>;

/**
 * The code screen says what is true: before a usable code was sent, what will happen and a button to
 * send it; once sent, where it went (the masked number, left to right) and when a new one can be asked.
 */
export function OtpForm({ initial }: { initial: OtpState | null }) {
  const t = useTranslations('otp');
  const locale = useLocale();
  const explain = useCodeErrorMessage();
  const fieldMessage = useFieldMessage();
  // Sign-up has just sent a code: the account exists, say so above where the code went.
  const query = useSearchParams();
  const justSignedUp = query.get('sent') === '1';
  // The page asked for before sign-up (a purchase after its price), once the account may use it.
  const next = safeNextPath(query.get('next'));
  const [state, setState] = useState<OtpState | null>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [wait, setWait] = useState(initial?.resendAfterS ?? 0);
  const [sending, setSending] = useState(false);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange } = useSchemaForm(schema);

  useEffect(() => {
    if (initial) return;
    // The page could not read the state: ask from here.
    browserApi(locale).getOtpState().then((s) => {
      setState({ sent: s.sent, mobileHint: s.mobile_hint, resendAfterS: s.resend_after_s });
      setWait(s.resend_after_s);
    }).catch((error: unknown) => setFailure(explain(error)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    setSending(true);
    setFailure(null);
    try {
      const result = await browserApi(locale).sendOtp();
      setState({ sent: true, mobileHint: result.mobile_hint, resendAfterS: result.resend_after_s });
      setWait(result.resend_after_s);
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(values: Values) {
    setFailure(null);
    try {
      const { user } = await browserApi(locale).verifyOtp({ body: values });
      setNotice(t('verified'));
      // A full load: the session cookie changed, and every screen must see the verified user.
      const held = resolveAccess(DESTINATIONS.dashboard, user);
      window.location.assign(held ? `/${locale}/${held}` : (next ?? `/${locale}/${DESTINATIONS.dashboard}`));
    } catch (error) {
      setFailure(explain(error));
    }
  }

  const sent = state?.sent === true;
  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="mt-4 flex flex-col gap-4">
      <div aria-live="polite" className="flex flex-col gap-2">
        {state ? (
          <p data-testid="otp-state" className="text-slate-700">
            {sent && justSignedUp ? `${t('accountCreated')} ` : null}
            {sent
              ? t.rich('sentTo', { hint: state.mobileHint, digits: OTP_LENGTH, ltr })
              : t.rich('beforeSend', { hint: state.mobileHint, digits: OTP_LENGTH, ltr })}
          </p>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {sent ? (
        <TextField
          label={t('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          ltr
          className="max-w-48"
          name="code"
          error={fieldMessage(errors.code)}
          onChange={(e) => {
            // Arabic-Indic digits typed or pasted become Latin ones; anything else is dropped.
            e.target.value = toLatinDigits(e.target.value).replace(/\D/g, '').slice(0, OTP_LENGTH);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {sent ? (
          <>
            <Button type="submit" disabled={submitting}>{submitting ? t('submitting') : t('submit')}</Button>
            <Button variant="secondary" onClick={send} disabled={sending || wait > 0}>{t('resend')}</Button>
          </>
        ) : (
          <Button onClick={send} disabled={sending || !state}>{t('send')}</Button>
        )}
      </div>
      {sent ? <p className="text-sm text-slate-600">{wait > 0 ? t('resendIn', { seconds: wait }) : t('resendNow')}</p> : null}
    </form>
  );
}
