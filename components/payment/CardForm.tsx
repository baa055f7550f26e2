'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { TextField } from '@/components/ui/TextField';
import { Button } from '@/components/ui/Button';
import { cardSchema, type CardInput } from '@/lib/validation/payment';
import { checkStep } from '@/components/purchase/form-errors';

/** MM/YY as it is typed: the slash added after the month. */
function expiryAsTyped(value: string): string {
  const digits = value.replace(/[^0-9\u0660-\u0669\u06F0-\u06F9]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card: number (Luhn), expiry MM/YY not in the past, CVC of 3 digits, cardholder name. */
export function CardForm({ busy, payLabel, onPay }: { busy: boolean; payLabel: string; onPay: (card: CardInput) => void }) {
  const t = useTranslations('payPage');
  const message = useFieldMessage();
  const [card, setCard] = useState<CardInput>({ card_number: '', expiry: '', cvc: '', cardholder: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof CardInput) => (value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(cardSchema, card);
    if (!checked.ok) return setErrors(checked.errors);
    onPay(card);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <NumericField
        label={t('cardNumber')}
        autoComplete="cc-number"
        maxLength={23}
        value={card.card_number}
        onChange={(e) => set('card_number')(e.target.value.replace(/[^\d\u0660-\u0669\u06F0-\u06F9 ]/g, ''))}
        onBeforeInput={(e) => {
          const data = (e.nativeEvent as InputEvent).data;
          if (data && !/^[\d\u0660-\u0669\u06F0-\u06F9 ]*$/.test(data)) e.preventDefault();
        }}
        error={message(errors.card_number || undefined)}
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
          value={card.expiry}
          onChange={(e) => set('expiry')(expiryAsTyped(e.target.value))}
          error={message(errors.expiry || undefined)}
        />
        <NumericField label={t('cvc')} hint={t('cvcHint')} autoComplete="cc-csc" maxLength={3} value={card.cvc} onChange={(e) => set('cvc')(e.target.value)} error={message(errors.cvc || undefined)} />
      </div>
      <TextField label={t('cardholder')} autoComplete="cc-name" maxLength={80} value={card.cardholder} onChange={(e) => set('cardholder')(e.target.value)} error={message(errors.cardholder || undefined)} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{busy ? t('paying') : payLabel}</Button>
    </form>
  );
}
