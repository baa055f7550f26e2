'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ProofOfWork, useProofOfWork } from '@/components/forms/proof-of-work/ProofOfWork';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useCodeErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { safeNextPath } from '@/lib/i18n/next-path';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { isProofAsked } from '@/lib/api/errors';
import { OTP_LENGTH } from '@/lib/config/business';
import { toLatinDigits } from '@/lib/format/digits';
import { otpSchema } from '@/lib/validation/account';

type Values = z.output<typeof otpSchema>;

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
  // Sign-up has just sent a code: the account exists, say so above where the code went.
  const query = useSearchParams();
  const justSignedUp = query.get('sent') === '1';
  // The page asked for before sign-up (a purchase after its price), once the account may use it.
  const next = safeNextPath(query.get('next'));
  const form = useZodForm(otpSchema, { defaultValues: { code: '' } });
  const error = useFieldError(form.formState.errors);

  // Seconds before another code may be asked; each answer (the state, a code sent) starts it again.
  const [wait, setWait] = useState(initial?.resendAfterS ?? 0);

  // The page could not read the state: ask from here.
  const asked = useQuery({
    queryKey: ['otp-state'],
    queryFn: async (): Promise<OtpState> => {
      const s = await browserApi(locale).getOtpState();
      setWait(s.resend_after_s);
      return { sent: s.sent, mobileHint: s.mobile_hint, resendAfterS: s.resend_after_s };
    },
    enabled: initial === null,
    retry: false,
  });
  // Past half a code budget the server first asks the browser for a proof of work.
  const pow = useProofOfWork();
  const send = useMutation({
    mutationFn: async (proof?: string): Promise<OtpState> => {
      const result = await browserApi(locale).sendOtp({ body: proof ? { pow: proof } : undefined });
      return { sent: true, mobileHint: result.mobile_hint, resendAfterS: result.resend_after_s };
    },
    onSuccess: (sent) => setWait(sent.resendAfterS),
    onError: (failure) => pow.demand(failure, (proof) => send.mutate(proof)),
  });
  const verify = useMutation({
    mutationFn: (values: Values) => browserApi(locale).verifyOtp({ body: values }),
    onSuccess: ({ user }) => {
      // A full load: the session cookie changed, and every screen must see the verified user.
      const held = resolveAccess(DESTINATIONS.dashboard, user);
      window.location.assign(held ? `/${locale}/${held}` : (next ?? `/${locale}/${DESTINATIONS.dashboard}`));
    },
    onError: (failure) => applyServerErrors(form.setError, failure),
  });

  const state = send.data ?? initial ?? asked.data ?? null;
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  // The last thing that went wrong: the state, a send or the code.
  const failure = [verify, send].find((m) => m.isError && !isProofAsked(m.error))?.error ?? (asked.isError ? asked.error : null);
  const code = form.register('code');
  const sent = state?.sent === true;
  const sendCode = () => {
    verify.reset();
    send.mutate(undefined);
  };
  return (
    <form method="post" onSubmit={form.handleSubmit((values) => { send.reset(); verify.mutate(values); })} noValidate className="mt-4 flex flex-col gap-4">
      <div aria-live="polite" className="flex flex-col gap-2">
        {state ? (
          <p data-testid="otp-state" className="text-slate-700">
            {sent && justSignedUp ? `${t('accountCreated')} ` : null}
            {sent
              ? t.rich('sentTo', { hint: state.mobileHint, digits: OTP_LENGTH, ltr })
              : t.rich('beforeSend', { hint: state.mobileHint, digits: OTP_LENGTH, ltr })}
          </p>
        ) : null}
        {verify.isSuccess ? <Alert tone="success">{t('verified')}</Alert> : null}
      </div>
      {failure ? <Alert tone="error">{explain(failure)}</Alert> : null}
      {sent ? (
        <TextField
          label={t('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          ltr
          className="max-w-48"
          {...code}
          onChange={(e) => {
            // Arabic-Indic digits typed or pasted become Latin ones; anything else is dropped.
            e.target.value = toLatinDigits(e.target.value).replace(/\D/g, '').slice(0, OTP_LENGTH);
            return code.onChange(e);
          }}
          error={error('code')}
        />
      ) : null}
      <ProofOfWork {...pow.props} />
      <div className="flex flex-wrap items-center gap-3">
        {sent ? (
          <>
            <Button type="submit" disabled={verify.isPending || verify.isSuccess}>{verify.isPending || verify.isSuccess ? t('submitting') : t('submit')}</Button>
            <Button variant="secondary" onClick={sendCode} disabled={send.isPending || pow.checking || wait > 0}>{t('resend')}</Button>
          </>
        ) : (
          <Button onClick={sendCode} disabled={send.isPending || pow.checking || !state}>{t('send')}</Button>
        )}
      </div>
      {sent ? <p className="text-sm text-slate-600">{wait > 0 ? t('resendIn', { seconds: wait }) : t('resendNow')}</p> : null}
    </form>
  );
}
