'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCodeErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { OTP_LENGTH } from '@/lib/config/business';
import { otpCode } from '@/lib/validation/fields';
import { toLatinDigits } from '@/lib/validation/digits';

const schema = z.object({ code: otpCode });
type Values = z.input<typeof schema>;

/** Sends a code to the user's mobile number and checks it; resend waits for a countdown. */
export function OtpForm() {
  const t = useTranslations('otp');
  const locale = useLocale();
  const explain = useCodeErrorMessage();
  const fieldMessage = useFieldMessage();
  // Sign-up has just sent a code: say so, and let the countdown run before a resend.
  const justSent = useSearchParams().get('sent') === '1';
  const [notice, setNotice] = useState<string | null>(justSent ? t('sentOnSignUp') : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [wait, setWait] = useState(justSent ? 60 : 0);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, formState, setValue } = useForm<Values>({ resolver: zodResolver(schema) });

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
      setNotice(t('sentTo', { hint: result.mobile_hint }));
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
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/${locale}/${resolveAccess(DESTINATIONS.dashboard, user) ?? DESTINATIONS.dashboard}`);
    } catch (error) {
      setFailure(explain(error));
    }
  }

  const code = register('code');
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 flex flex-col gap-4">
      <div aria-live="polite">{notice ? <Alert tone="info">{notice}</Alert> : null}</div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t('code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        ltr
        className="max-w-48"
        error={fieldMessage(formState.errors.code?.message)}
        {...code}
        onChange={(e) => {
          // Arabic-Indic digits typed or pasted become Latin ones; anything else is dropped.
          const digits = toLatinDigits(e.target.value).replace(/\D/g, '').slice(0, OTP_LENGTH);
          setValue('code', digits);
          e.target.value = digits;
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t('submitting') : t('submit')}</Button>
        <Button variant="secondary" onClick={send} disabled={sending || wait > 0}>
          {notice ? t('resend') : t('send')}
        </Button>
      </div>
      {wait > 0 ? <p className="text-sm text-slate-600">{t('resendIn', { seconds: wait })}</p> : null}
    </form>
  );
}
