'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useCodeErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { CONTACT_CODE_LENGTH } from '@/lib/config/business';
import { OTP_POLICY } from '@/lib/config/security';
import { formatPhone } from '@/lib/format';
import { contactChangeConfirmSchema, type ContactChannel } from '@/lib/validation/contact-change';

type Values = z.output<typeof contactChangeConfirmSchema>;
const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/** Step two: the code sent to the new value. Until it is confirmed the account keeps its old one. */
export function ContactChangeConfirm({ channel, value, onConfirmed, onStartAgain }: {
  channel: ContactChannel; value: string; onConfirmed: (value: string) => void; onStartAgain: () => void;
}) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const message = useFieldMessage();
  const explain = useCodeErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange } = useSchemaForm(contactChangeConfirmSchema);

  async function onSubmit(body: Values) {
    setFailure(null);
    try {
      const { user } = await browserApi(locale).confirmContactChange({ body });
      onConfirmed(channel === 'email' ? user.email : user.mobile);
    } catch (error) {
      setFailure(explain(error));
    }
  }

  const minutes = OTP_POLICY.validForMs / 60_000;
  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="channel" value={channel} />
      <div aria-live="polite">
        {failure
          ? <Alert tone="error">{failure}</Alert>
          : <Alert>{t.rich(channel === 'email' ? 'contact.sentEmail' : 'contact.sentMobile', { value: channel === 'mobile' ? formatPhone(value) : value, minutes, ltr })}</Alert>}
      </div>
      <TextField
        label={t('contact.code')} hint={t('contact.codeHint', { length: CONTACT_CODE_LENGTH })} autoFocus
        inputMode="numeric" autoComplete="one-time-code" maxLength={CONTACT_CODE_LENGTH} ltr
        name="code" error={message(errors.code)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>{submitting ? t('contact.confirming') : t('contact.confirm')}</Button>
        <Button variant="ghost" onClick={onStartAgain}>{t('contact.startAgain')}</Button>
      </div>
    </form>
  );
}
