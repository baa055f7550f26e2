'use client';

import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, writeDraft } from '@/lib/flow/drafts';

/**
 * Keeps what a form holds in the tab's session storage while the customer types, and puts it back on
 * the next mount: a reload, a language switch (the other language's page), Back and a sign-in keep the
 * answers, uploads included (an upload is kept as its id, name, type and size: the server checks on
 * use that it is still the customer's). `key` is `<flow id>:<step key>` for a flow's step, so ending
 * the flow (lib/flow/store) forgets its steps' drafts too. Secrets are never kept: list them in `omit`.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, key: string, omit: readonly string[] = []) {
  const omitted = useRef(omit);
  useEffect(() => {
    const saved = readDraft(key);
    if (saved) form.reset({ ...form.getValues(), ...saved } as T, { keepDefaultValues: true });
    const subscription = form.watch((values) => {
      writeDraft(key, Object.fromEntries(Object.entries(values).filter(([name]) => !omitted.current.includes(name))));
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}
