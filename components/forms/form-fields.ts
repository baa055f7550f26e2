/** The form's own elements, read and written by name: useSchemaForm keeps no copy of the values. */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (el: unknown): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** The values the form would send, by field name (an unchecked radio group or a disabled field is absent). */
export function readValues(form: HTMLFormElement | null): Record<string, string> {
  const entries: Record<string, string> = {};
  if (!form) return entries;
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') entries[name] = value;
  return entries;
}

/** Sets a field's value as the visitor would see it; a radio group checks the button with that value. */
export function writeValue(form: HTMLFormElement | null, name: string, value: string): void {
  const field = form?.elements.namedItem(name);
  if (field instanceof RadioNodeList || isField(field)) field.value = value;
}

/** The first field (in the form's order) that has a message, to take the focus. */
export function firstFieldOf(form: HTMLFormElement | null, errors: Partial<Record<string, string>>): Field | undefined {
  return Array.from(form?.elements ?? []).find(
    (el): el is Field => isField(el) && el.type !== 'hidden' && errors[el.name] !== undefined,
  );
}

/** A named field of the form (a radio group's first button), to focus it. */
export function fieldOf(form: HTMLFormElement | null, name: string): Field | undefined {
  const found = form?.elements.namedItem(name);
  const field = found instanceof RadioNodeList ? found[0] : found;
  return isField(field) ? field : undefined;
}
