'use client';

import { forwardRef, type ComponentProps, type FormEvent } from 'react';
import { TextField } from '@/components/ui/TextField';
import { numericInputProps } from './numeric';

type Props = ComponentProps<typeof TextField> & {
  /** A phone number: a leading +, spaces, dashes and brackets are let through as well (numeric.ts). */
  phone?: boolean;
};

const DIGITS = /^[0-9\u0660-\u0669\u06F0-\u06F9]*$/;
const PHONE = /^[0-9\u0660-\u0669\u06F0-\u06F9+\s()-]*$/;

/**
 * A text field for numbers (spec §5): only digits (Latin or Arabic-Indic) and editing keys, from
 * the keyboard, paste, or a phone's input method; the digit keyboard on phones; read left to right.
 * Normalise with `toLatinDigits` (lib/format/digits) before validation: the schemas do (a phone
 * through lib/phone, which reads every way a number is written).
 */
export const NumericField = forwardRef<HTMLInputElement, Props>(function NumericField({ phone = false, ...rest }, ref) {
  const allowed = phone ? PHONE : DIGITS;
  const onBeforeInput = (event: FormEvent<HTMLInputElement>) => {
    const data = (event.nativeEvent as InputEvent).data;
    if (data && !allowed.test(data)) event.preventDefault();
  };
  return <TextField ref={ref} {...numericInputProps(phone)} autoComplete="off" onBeforeInput={onBeforeInput} {...rest} />;
});
