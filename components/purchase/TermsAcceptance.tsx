'use client';

import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useId, type ReactNode } from 'react';
import type { QuoteTerms } from '@/lib/api/endpoints/quotations';

type Props = {
  /** The product's terms and its declaration, as the backend names them for the quote. */
  terms: QuoteTerms;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Pay was pressed without the box ticked. */
  missing: boolean;
};

/**
 * The product's terms before paying: a link to their wording in the page's language (the version the
 * backend names) and an unticked box whose label says what the customer accepts and the product's own
 * declaration. Pay sends what was ticked (POST /payment/start `accept_terms`); the backend records the
 * declaration of the product with it.
 */
export const TermsAcceptance = forwardRef<HTMLInputElement, Props>(function TermsAcceptance({ terms, accepted, onChange, missing }, ref) {
  const t = useTranslations('purchase.terms');
  const locale = useLocale();
  const id = useId();
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="terms-acceptance">
      <h3 id={`${id}-heading`} className="font-semibold text-brand-900">{t('heading')}</h3>
      <p>
        {t.rich('read', {
          title: terms.title,
          link: (chunks) => (
            <a href={`/${locale}/documents/${terms.document}`} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
              {chunks}
            </a>
          ),
        })}
      </p>
      <label className="flex items-start gap-3">
        <input
          ref={ref}
          type="checkbox"
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          className="mt-0.5 shrink-0 accent-brand-600"
        />
        <span data-testid="terms-declaration">
          {t.rich('accept', { title: terms.title, version: terms.version, ltr })} {t(`declarations.${terms.declaration}`)}
        </span>
      </label>
      {missing ? <p id={`${id}-error`} className="text-sm font-medium text-red-700">{t('required')}</p> : null}
    </section>
  );
});
