'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { NumericField } from '@/components/forms/NumericField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useLazyZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/config/business';
import type { chequeLookupSchema } from '@/lib/validation/cheque';
import { chequePath } from './cheque-path';
import type { Pickup } from './ChequeResult';

// The answer's code (and its date arithmetic) loads with the first lookup, not with the page.
const loadResult = () => import('./ChequeResult');
const ChequeResult = dynamic(() => loadResult().then((m) => m.ChequeResult));
// Opened from SMS links: the form's rules load in their own chunk once the page is idle.
const loadSchema = () => import('@/lib/validation/cheque').then((m) => m.chequeLookupSchema);

type Values = z.output<typeof chequeLookupSchema>;
const LANGUAGES = [{ lang: 'en', name: 'English' }, { lang: 'ar', name: 'العربية' }] as const;

/**
 * The cheque lookup (POST /financial/getchequestatus). Opened from an SMS link with the number in
 * the path, it looks up at once; the form stays below for another cheque. The bare form opens that
 * page rather than showing an answer itself.
 */
export function ChequeLookup({ lang, initial, lookUpNow, pickup }: {
  lang: Locale; initial: { cheque_id: string; phone: string }; lookUpNow: boolean; pickup: Pickup;
}) {
  const t = useTranslations('cheques');
  const apiMessage = useApiErrorMessage();
  const form = useLazyZodForm(loadSchema, { defaultValues: initial });
  const error = useFieldError(form.formState.errors);

  const lookup = useMutation({
    mutationFn: (parsed: Values) => {
      void loadResult();
      return browserApi(lang).getChequeStatus({ body: parsed });
    },
    // The address keeps the number as the person typed it (or the SMS link carried it), not as it is stored.
    onSuccess: (_, parsed) => window.history.replaceState(null, '', chequePath(lang, parsed.cheque_id, form.getValues('phone') || parsed.phone)),
    onError: (failure) => applyServerErrors(form.setError, failure),
  });

  function lookUp(parsed: Values) {
    if (!lookUpNow) {
      // The bare form is prerendered, so its policy cannot carry a nonce: the answer (a settlement
      // amount) is shown only on the lookup's own page, which does (lib/http/page-csp.ts).
      window.location.assign(chequePath(lang, parsed.cheque_id, parsed.phone));
      return;
    }
    lookup.mutate(parsed);
  }

  useEffect(() => {
    // The bare form is prerendered, so a number carried as `?phone=` (see chequePath) is read here.
    if (lookUpNow || form.getValues('phone')) return;
    const phone = new URLSearchParams(window.location.search).get('phone');
    if (phone) form.setValue('phone', phone.slice(0, 40));
  }, [lookUpNow, form]);

  const started = useRef(false);
  useEffect(() => {
    // Once, for the values the SMS link carried; a submit also shows their field errors.
    if (!lookUpNow || started.current) return;
    started.current = true;
    void form.handleSubmit(lookUp)();
  });

  function switchLanguage(target: Locale) {
    const { cheque_id, phone } = form.getValues();
    // A full load: the other language changes the page's direction and messages.
    window.location.assign(chequePath(target, cheque_id ?? '', phone ?? ''));
  }

  const answer = lookup.data;
  return (
    <div className="flex flex-col gap-6">
      <div aria-live="polite" aria-busy={lookup.isPending}>
        {answer ? <ChequeResult answer={answer} pickup={pickup} /> : null}
        {lookup.isError ? <Alert tone="error">{apiMessage(lookup.error)}</Alert> : null}
      </div>
      <form method="post" onSubmit={form.handleSubmit(lookUp)} noValidate aria-labelledby="lookup-heading" className="flex flex-col gap-4">
        {answer || lookup.isError ? <h2 id="lookup-heading" className="text-lg font-semibold text-brand-900">{t('lookupAnother')}</h2> : <h2 id="lookup-heading" className="sr-only">{t('check')}</h2>}
        <NumericField label={t('chequeId')} hint={t('chequeIdHint')} {...form.register('cheque_id')} error={error('cheque_id')} />
        <NumericField label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete="tel" phone {...form.register('phone')} error={error('phone')} />
        <div role="group" aria-labelledby="lookup-language" className="flex flex-col gap-1.5">
          <span id="lookup-language" className="font-medium text-slate-800">{t('language')}</span>
          <div className="flex gap-2">
            {LANGUAGES.map((l) => (
              <button
                key={l.lang}
                type="button"
                lang={l.lang}
                aria-pressed={l.lang === lang}
                onClick={() => { if (l.lang !== lang) switchLanguage(l.lang); }}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${l.lang === lang ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
              >
                {l.name}
              </button>
            ))}
          </div>
        </div>
        <Button type="submit" disabled={lookup.isPending} className="w-full sm:w-auto sm:self-start">
          {lookup.isPending ? t('checking') : t('check')}
        </Button>
      </form>
    </div>
  );
}
