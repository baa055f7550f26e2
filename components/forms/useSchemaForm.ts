'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Schema } from '@/lib/api/define';
import { firstMessages } from '@/lib/validation/issues';
import { fieldOf, firstFieldOf, readValues, writeValue } from './form-fields';

/** The first message per field (a key under `validation`, translated by useFieldMessage), by dotted path. */
export type FieldErrors = Partial<Record<string, string>>;

/** A field of the schema's input, the `name=` of its input. */
export type FieldName<S extends Schema> = Extract<keyof z.input<S>, string>;

type FieldValues<S extends Schema> = Partial<Record<FieldName<S>, string>>;

type Options<W> = {
  /** Fields whose value the form shows elsewhere (a count, a choice that changes the fields), with their first value. */
  watch?: W;
};

/**
 * The portal's forms, checked by the zod schema the server applies to the same body. The inputs are
 * uncontrolled and named after the schema's fields (`name=`, first value by `defaultValue`); the
 * values are read from the form when it is sent. A value with no input of its own (a fixed channel)
 * goes in an `<input type="hidden">`. Checked on submit, then each field again as it changes once the
 * form has been submitted; the first invalid field takes the focus, and a submit is not sent again
 * while it waits. `handler` gets the parsed values.
 */
export function useSchemaForm<S extends Schema, W extends FieldValues<S> = Record<never, string>>(schema: S, options: Options<W> = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [watched, setWatched] = useState(() => ({ ...options.watch }) as Readonly<Record<keyof W, string>>);
  const busy = useRef(false);
  const submitted = useRef(false);

  const values = useCallback((): FieldValues<S> => readValues(formRef.current), []);

  /** Brings the watched values up to date; renders again only when one of them changed. */
  const follow = useCallback(() => {
    const now = readValues(formRef.current);
    setWatched((before) => {
      const names = Object.keys(before);
      if (names.every((name) => (now[name] ?? '') === before[name as keyof W])) return before;
      return Object.fromEntries(names.map((name) => [name, now[name] ?? ''])) as Record<keyof W, string>;
    });
  }, []);

  const onSubmit = useCallback(
    (handler: (data: z.output<S>) => Promise<void> | void) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      submitted.current = true;
      const result = schema.safeParse(values());
      if (!result.success) {
        const found = firstMessages(result.error.issues);
        setErrors(found);
        firstFieldOf(formRef.current, found)?.focus();
        return;
      }
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

  /**
   * For the form's onChange: the watched values follow, and once the form has been submitted the
   * changed field's message follows its value (the others keep theirs, a server's among them).
   */
  const onChange = useCallback((event?: FormEvent<HTMLFormElement>) => {
    follow();
    if (!submitted.current) return;
    const target = event?.target;
    const name = target && 'name' in target && typeof target.name === 'string' ? target.name : '';
    const result = schema.safeParse(values());
    const found = result.success ? {} : firstMessages(result.error.issues);
    setErrors((before) => (name ? { ...before, [name]: found[name] } : found));
  }, [schema, values, follow]);

  /** Sets a field's value, as a script does: no check, no event. */
  const setValue = useCallback((name: FieldName<S>, value: string) => {
    writeValue(formRef.current, name, value);
    follow();
  }, [follow]);

  /** A message for one field, from the server's answer; `focus` moves the focus to it. */
  const setError = useCallback((name: FieldName<S>, key: string, { focus = false } = {}) => {
    setErrors((before) => ({ ...before, [name]: key }));
    if (focus) fieldOf(formRef.current, name)?.focus();
  }, []);

  /** Sets the given fields' values and starts again: no messages, not checked on change until the next submit. */
  const reset = useCallback((next: FieldValues<S>) => {
    for (const [name, value] of Object.entries(next)) if (typeof value === 'string') writeValue(formRef.current, name, value);
    submitted.current = false;
    setErrors({});
    follow();
  }, [follow]);

  return { formRef, errors, submitting, onSubmit, onChange, values, setValue, setError, reset, watched };
}
