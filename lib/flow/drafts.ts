/**
 * What a form holds before it is sent (components/forms/useFormDraft), in the tab's session storage
 * under `draft:<key>`. A flow's steps use `<flow id>:<step key>`; the flow's store forgets them with it.
 */
const PREFIX = 'draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the form still works, it only forgets on reload
  }
}

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PREFIX + key) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // quota or privacy mode: the draft lives as long as the page
  }
}

/** Forgets one form's draft, or with `{ prefix: true }` every draft under `key:` (a flow's steps). */
export function forgetDrafts(key: string, { prefix = false } = {}): void {
  const store = storage();
  if (!store) return;
  if (!prefix) return store.removeItem(PREFIX + key);
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const name = store.key(i);
    if (name?.startsWith(`${PREFIX}${key}:`)) store.removeItem(name);
  }
}
