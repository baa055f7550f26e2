import type { KeyboardEvent } from 'react';

const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * What a phone number may hold besides digits: a leading plus, and the spaces, dashes and brackets
 * people group it with (`+962 (79) 123-4567`, as a contact list pastes it). lib/phone reads them all.
 */
export const PHONE_MARKS = /^[+\s()-]$/;

/** Spec §5: numeric fields accept only digits (Latin or Arabic-Indic) and editing keys; a phone also its marks. */
export function onlyDigitKeys(event: KeyboardEvent<HTMLInputElement>, phone = false): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return; // copy, paste, select all
  if (EDITING_KEYS.has(event.key)) return;
  if (/^[0-9\u0660-\u0669\u06F0-\u06F9]$/.test(event.key)) return;
  if (phone && PHONE_MARKS.test(event.key)) return;
  event.preventDefault();
}

/** Props for a numeric text input: the digit keyboard on phones (the phone pad for a phone) and the key filter. */
export function numericInputProps(phone = false) {
  return {
    inputMode: phone ? ('tel' as const) : ('numeric' as const),
    dir: 'ltr' as const,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => onlyDigitKeys(e, phone),
  };
}
