'use client';

import { forwardRef, type ComponentProps, type FormEvent } from 'react';
import { TextField } from '@/components/ui/TextField';

type Props = ComponentProps<typeof TextField> & {
  /** Digits allowed after the decimal point: 0 for whole dinars, counts and ages; 3 for fils. */
  decimals?: number;
};

/** What a person may type into an amount: digits of either script, separators, a decimal point, spaces. */
const AMOUNT_CHARACTERS = /^[0-9\u0660-\u0669\u06F0-\u06F9,.\u060C\u066B\u066C\s]*$/;

/**
 * The one input for amounts and counts (spec §5): Latin or Arabic-Indic digits, thousands separators
 * typed or pasted (`150,000`), a decimal point (`.` or `٫`). What is typed stays as typed: the field's
 * schema (lib/validation/numbers `amount`) reads it and says what to change (a decimal where the amount
 * takes whole dinars is a message, never a silently changed number). Letters are not let in.
 */
export const AmountField = forwardRef<HTMLInputElement, Props>(function AmountField({ decimals = 0, ...rest }, ref) {
  const onBeforeInput = (event: FormEvent<HTMLInputElement>) => {
    const data = (event.nativeEvent as InputEvent).data;
    if (data && !AMOUNT_CHARACTERS.test(data)) event.preventDefault();
  };
  return (
    <TextField ref={ref} inputMode={decimals > 0 ? 'decimal' : 'numeric'} dir="ltr" autoComplete="off"
      onBeforeInput={onBeforeInput} {...rest} />
  );
});
