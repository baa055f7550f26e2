'use client';

import { forwardRef, type ComponentProps, type FormEvent } from 'react';
import { TextField } from '@/components/ui/TextField';
import { numericInputProps } from './numeric';

type Props = ComponentProps<typeof TextField> & {
  /** Phone numbers may start with +. */
  allowPlus?: boolean;
};

const DIGITS = /^[0-9\u0660-\u0669\u06F0-\u06F9]*$/;
const DIGITS_OR_PLUS = /^[0-9\u0660-\u0669\u06F0-\u06F9+]*$/;

/**
 * A text field for numbers (spec §5): only digits (Latin or Arabic-Indic) and editing keys, from
 * the keyboard, paste, or a phone's input method; the digit keyboard on phones; read left to right.
 * Normalise with `toLatinDigits` (lib/validation/digits) before validation: the schemas do.
 */
export const NumericField = forwardRef<HTMLInputElement, Props>(function NumericField({ allowPlus = false, ...rest }, ref) {
  const allowed = allowPlus ? DIGITS_OR_PLUS : DIGITS;
  const onBeforeInput = (event: FormEvent<HTMLInputElement>) => {
    const data = (event.nativeEvent as InputEvent).data;
    if (data && !allowed.test(data)) event.preventDefault();
  };
  return <TextField ref={ref} {...numericInputProps(allowPlus)} autoComplete="off" onBeforeInput={onBeforeInput} {...rest} />;
});
