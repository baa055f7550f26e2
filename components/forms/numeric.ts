import type { KeyboardEvent } from 'react';

const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Spec §5: numeric fields accept only digits (Latin or Arabic-Indic) and editing keys. */
export function onlyDigitKeys(event: KeyboardEvent<HTMLInputElement>, allowPlus = false): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return; // copy, paste, select all
  if (EDITING_KEYS.has(event.key)) return;
  if (/^[0-9\u0660-\u0669\u06F0-\u06F9]$/.test(event.key)) return;
  if (allowPlus && event.key === '+') return;
  event.preventDefault();
}

/** Props for a numeric text input: the digit keyboard on phones and the key filter. */
export function numericInputProps(allowPlus = false) {
  return {
    inputMode: 'numeric' as const,
    dir: 'ltr' as const,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => onlyDigitKeys(e, allowPlus),
  };
}
