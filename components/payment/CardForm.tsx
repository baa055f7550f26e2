'use client';

import { useTranslations } from 'next-intl';
import type { UseFormSetError } from 'react-hook-form';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { TextField } from '@/components/ui/TextField';
import { Button } from '@/components/ui/Button';
import { cardSchema, type CardInput } from '@/lib/validation/payment';

/** MM/YY as it is typed: the slash added after the month. */
function expiryAsTyped(value: string): string {
  const digits = value.replace(/[^0-9\u0660-\u0669\u06F0-\u06F9]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const CARD_CHARACTERS = /^[\d\u0660-\u0669\u06F0-\u06F9 ]*$/;

/**
 * The card: number (Luhn), expiry MM/YY not in the past, CVC of 3 digits, cardholder name, checked by
 * the schema the server applies (cardSchema). Nothing of it is kept as a draft. `onPay` gets the card
 * and the form's setError, for the server's field messages (applyServerErrors).
 */
export function CardForm({ busy, payLabel, onPay }: {
  busy: boolean;
  payLabel: string;
  onPay: (card: CardInput, setError: UseFormSetError<CardInput>) => void;
}) {
  const t = useTranslations('payPage');
  const form = useZodForm(cardSchema, { defaultValues: { card_number: '', expiry: '', cvc: '', cardholder: '' } });
  const error = useFieldError(form.formState.errors);
  const cardNumber = form.register('card_number');
  const expiry = form.register('expiry');

  return (
    <form method="post" onSubmit={form.handleSubmit((card) => onPay(card, form.setError))} noValidate className="flex flex-col gap-4">
      <NumericField
        label={t('cardNumber')}
        autoComplete="cc-number"
        maxLength={23}
        {...cardNumber}
        onChange={(e) => { e.target.value = e.target.value.replace(/[^\d\u0660-\u0669\u06F0-\u06F9 ]/g, ''); void cardNumber.onChange(e); }}
        onBeforeInput={(e) => {
          const data = (e.nativeEvent as InputEvent).data;
          if (data && !CARD_CHARACTERS.test(data)) e.preventDefault();
        }}
        error={error('card_number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('expiry')}
          hint={t('expiryHint')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="cc-exp"
          maxLength={5}
          placeholder={t('expiryPlaceholder')}
          {...expiry}
          onChange={(e) => { e.target.value = expiryAsTyped(e.target.value); void expiry.onChange(e); }}
          error={error('expiry')}
        />
        <NumericField label={t('cvc')} hint={t('cvcHint')} autoComplete="cc-csc" maxLength={3} {...form.register('cvc')} error={error('cvc')} />
      </div>
      <TextField label={t('cardholder')} autoComplete="cc-name" maxLength={80} {...form.register('cardholder')} error={error('cardholder')} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{busy ? t('paying') : payLabel}</Button>
    </form>
  );
}
