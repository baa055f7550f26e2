'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { NumericField } from '@/components/forms/NumericField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useCodeErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { browserApi } from '@/lib/api/browser';
import { CONTACT_CODE_LENGTH } from '@/lib/config/business';
import { OTP_POLICY } from '@/lib/config/security';
import { formatPhone } from '@/lib/phone';
import { contactChangeConfirmSchema, type ContactChannel } from '@/lib/validation/contact-change';

type Values = z.output<typeof contactChangeConfirmSchema>;
const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/** Step two: the code sent to the new value. Until it is confirmed the account keeps its old one. */
export function ContactChangeConfirm({ channel, value, onConfirmed, onStartAgain }: {
  channel: ContactChannel; value: string; onConfirmed: (value: string) => void; onStartAgain: () => void;
}) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const explain = useCodeErrorMessage();
  const form = useZodForm(contactChangeConfirmSchema, { defaultValues: { channel, code: '' } });
  const error = useFieldError(form.formState.errors);

  const confirm = useMutation({
    mutationFn: (body: Values) => browserApi(locale).confirmContactChange({ body }),
    onSuccess: ({ user }) => onConfirmed(channel === 'email' ? user.email : user.mobile),
    onError: (failure) => applyServerErrors(form.setError, failure, (name) => name === 'code'),
  });

  const minutes = OTP_POLICY.validForMs / 60_000;
  return (
    <form method="post" onSubmit={form.handleSubmit((body) => confirm.mutate(body))} noValidate className="flex flex-col gap-4">
      <div aria-live="polite">
        {confirm.isError
          ? <Alert tone="error">{explain(confirm.error)}</Alert>
          : <Alert>{t.rich(channel === 'email' ? 'contact.sentEmail' : 'contact.sentMobile', { value: channel === 'mobile' ? formatPhone(value) : value, minutes, ltr })}</Alert>}
      </div>
      <NumericField
        label={t('contact.code')} hint={t('contact.codeHint', { length: CONTACT_CODE_LENGTH })} autoFocus
        autoComplete="one-time-code" maxLength={CONTACT_CODE_LENGTH}
        {...form.register('code')} error={error('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={confirm.isPending}>{confirm.isPending ? t('contact.confirming') : t('contact.confirm')}</Button>
        <Button variant="ghost" onClick={onStartAgain}>{t('contact.startAgain')}</Button>
      </div>
    </form>
  );
}
