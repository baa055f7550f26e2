'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { Schema } from '@/lib/api/define';

type Options<S extends Schema> = Omit<UseFormProps<z.input<S> & FieldValues, unknown, z.output<S>>, 'resolver' | 'defaultValues'> & {
  defaultValues?: DefaultValues<z.input<S> & FieldValues>;
};

/**
 * The portal's forms: react-hook-form checked by the zod schema the server applies to the same body
 * (spec §5). Checked on submit, then each field again as it changes; the first wrong field takes the
 * focus. A message is a key under messages/{en,ar}.json (useFieldError translates it).
 */
export function useZodForm<S extends Schema>(schema: S, options: Options<S> = {}) {
  return useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>,
  });
}

/**
 * For the pages links open (sign-in, the cheque lookup), whose first load must stay light: the schema
 * and the resolver arrive in their own chunk, fetched once the page is idle (a submit before that
 * waits for it). `load` is `() => import('@/lib/validation/x').then((m) => m.schema)`.
 */
export function useLazyZodForm<S extends Schema>(load: () => Promise<S>, options: Options<S> = {}) {
  const resolver = useMemo(() => lazyResolver(load), [load]);
  useEffect(() => {
    const start = () => void resolver.ready();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, [resolver]);
  return useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: resolver.resolve as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>,
  });
}

function lazyResolver<S extends Schema>(load: () => Promise<S>) {
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const ready = () => (loading ??= load().then((schema) => zodResolver(schema as never) as unknown as Resolver<FieldValues>));
  const resolve: Resolver<FieldValues> = async (values, context, options) => (await ready())(values, context, options);
  return { ready, resolve };
}
