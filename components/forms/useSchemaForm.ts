'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Schema } from '@/lib/api/define';
import { firstMessages } from '@/lib/validation/issues';

/** The first message per field (a key under `validation`, translated by useFieldMessage), by dotted path. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A small form checked by the zod schema the server applies to the same body, for the light pages
 * (sign-in, the cheque lookup) that do without react-hook-form. The inputs are uncontrolled and
 * named after the schema's fields (`name=`); the values are read from the form when it is sent.
 * Checked on submit, then again on every change once a submit has shown errors; the first invalid
 * field takes the focus. `handler` gets the parsed values.
 */
export function useSchemaForm<S extends Schema>(schema: S) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const shown = useRef(false);

  const values = useCallback((): Record<string, string> => {
    const entries: Record<string, string> = {};
    if (!formRef.current) return entries;
    for (const [name, value] of new FormData(formRef.current)) if (typeof value === 'string') entries[name] = value;
    return entries;
  }, []);

  const setValue = useCallback((name: string, value: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
  }, []);

  const onSubmit = useCallback(
    (handler: (data: z.output<S>) => Promise<void> | void) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      const result = schema.safeParse(values());
      if (!result.success) {
        const found = firstMessages(result.error.issues);
        shown.current = true;
        setErrors(found);
        const first = Array.from(formRef.current?.elements ?? []).find(
          (el): el is HTMLInputElement => el instanceof HTMLInputElement && found[el.name] !== undefined,
        );
        first?.focus();
        return;
      }
      shown.current = false;
      setErrors({});
      busy.current = true;
      setSubmitting(true);
      try {
        await handler(result.data as z.output<S>);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [schema, values],
  );

  /** For the form's onChange: once errors are shown, they follow the values as the visitor corrects them. */
  const onChange = useCallback(() => {
    if (!shown.current) return;
    const result = schema.safeParse(values());
    setErrors(result.success ? {} : firstMessages(result.error.issues));
  }, [schema, values]);

  return { formRef, errors, submitting, onSubmit, onChange, values, setValue };
}
