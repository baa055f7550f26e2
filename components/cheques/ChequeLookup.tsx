'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { numericInputProps } from '@/components/forms/numeric';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/config/business';
import { chequeLookupSchema } from '@/lib/validation/cheque';
import { chequePath } from './cheque-path';
import type { ChequeAnswer, Pickup } from './ChequeResult';

// The answer's code (and its date arithmetic) loads with the first lookup, not with the page.
const loadResult = () => import('./ChequeResult');
const ChequeResult = dynamic(() => loadResult().then((m) => m.ChequeResult));

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
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const [answer, setAnswer] = useState<ChequeAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, submitting, onSubmit, onChange, values, setValue } = useSchemaForm(chequeLookupSchema);

  async function lookUp(parsed: Values) {
    if (!lookUpNow) {
      // The bare form is prerendered, so its policy cannot carry a nonce: the answer (a settlement
      // amount) is shown only on the lookup's own page, which does (lib/http/page-csp.ts).
      window.location.assign(chequePath(lang, parsed.cheque_id, parsed.phone));
      return;
    }
    setFailure(null);
    void loadResult();
    try {
      setAnswer(await browserApi(lang).getChequeStatus({ body: parsed }));
      window.history.replaceState(null, '', chequePath(lang, parsed.cheque_id, parsed.phone));
    } catch (error) {
      setAnswer(null);
      setFailure(apiMessage(error));
    }
  }

  useEffect(() => {
    // The bare form is prerendered, so a number carried as `?phone=` (see chequePath) is read here.
    if (lookUpNow || values().phone) return;
    const phone = new URLSearchParams(window.location.search).get('phone');
    if (phone) setValue('phone', phone.slice(0, 40));
  }, [lookUpNow, values, setValue]);

  const started = useRef(false);
  useEffect(() => {
    // Once, for the values the SMS link carried; a submit also shows their field errors.
    if (!lookUpNow || started.current) return;
    started.current = true;
    void onSubmit(lookUp)();
  });

  function switchLanguage(target: Locale) {
    const { cheque_id, phone } = values();
    // A full load: the other language changes the page's direction and messages.
    window.location.assign(chequePath(target, cheque_id ?? '', phone ?? ''));
  }

  return (
    <div className="flex flex-col gap-6">
      <div aria-live="polite" aria-busy={submitting}>
        {answer ? <ChequeResult answer={answer} pickup={pickup} /> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      <form method="post" ref={formRef} onSubmit={onSubmit(lookUp)} onChange={onChange} noValidate aria-labelledby="lookup-heading" className="flex flex-col gap-4">
        {answer || failure ? <h2 id="lookup-heading" className="text-lg font-semibold text-brand-900">{t('lookupAnother')}</h2> : <h2 id="lookup-heading" className="sr-only">{t('check')}</h2>}
        <TextField label={t('chequeId')} hint={t('chequeIdHint')} autoComplete="off" {...numericInputProps()} name="cheque_id" defaultValue={initial.cheque_id} error={message(errors.cheque_id)} />
        <TextField label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete="tel" {...numericInputProps(true)} name="phone" defaultValue={initial.phone} error={message(errors.phone)} />
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
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto sm:self-start">
          {submitting ? t('checking') : t('check')}
        </Button>
      </form>
    </div>
  );
}
