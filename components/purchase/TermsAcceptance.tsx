'use client';

import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useId, type ReactNode } from 'react';
import type { QuoteTerms } from '@/lib/api/endpoints/quotations';
import { findDocument } from '@/lib/config/documents';

/** The declarations a customer makes with each kind of quote (message keys under purchase.terms.accept). */
const DECLARATIONS = {
  travel: 'travel', home: 'home', 'personal-accident': 'personalAccident', 'motor-renewal': 'motorRenewal',
} as const;
const declarationsOf = (kind: string) => (Object.hasOwn(DECLARATIONS, kind) ? DECLARATIONS[kind as keyof typeof DECLARATIONS] : 'home');

type Props = {
  /** The quote's kind: which declarations the customer makes. */
  kind: string;
  terms: QuoteTerms;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Pay was pressed without the box ticked. */
  missing: boolean;
};

/**
 * The product's terms before paying: a link to the document (the version the backend names) and an
 * unticked box whose label says what the customer accepts and declares. Pay sends what was ticked
 * (POST /payment/start `accept_terms`).
 */
export const TermsAcceptance = forwardRef<HTMLInputElement, Props>(function TermsAcceptance({ kind, terms, accepted, onChange, missing }, ref) {
  const t = useTranslations('purchase.terms');
  const locale = useLocale();
  const id = useId();
  const files = findDocument(terms.document)?.files;
  const otherLanguage = files && !files[locale as 'en' | 'ar'] ? (locale === 'ar' ? 'en' : 'ar') : null;
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
        {otherLanguage ? <> {t('otherLanguage', { language: otherLanguage })}</> : null}
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
        <span>{t.rich(`accept.${declarationsOf(kind)}`, { title: terms.title, version: terms.version, ltr })}</span>
      </label>
      {missing ? <p id={`${id}-error`} className="text-sm font-medium text-red-700">{t('required')}</p> : null}
    </section>
  );
});
