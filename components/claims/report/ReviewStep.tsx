'use client';

import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ProductDetail, useProductName } from '@/components/contracts/ProductName';
import { StepNav } from '@/components/flow/StepNav';
import { Ltr } from '@/components/ui/Ltr';
import { claimDocuments } from '@/lib/config/claims';
import { lineNavKey } from '@/lib/model/contracts/display';
import { formatDate } from '@/lib/format';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { DuplicateWarning, type Duplicate } from './DuplicateWarning';
import type { HeldFile, ReportData } from './flow';
import { photoSlots } from './report-body';
import { useClaimAnswers } from '../answers';
import { ReviewSection } from './ReviewFacts';
import { Typed } from '@/components/ui/Typed';

type Props = {
  data: ReportData;
  href: (step: string) => string;
  onBack: () => void;
  onSend: () => void;
  busy: boolean;
  error: ReactNode;
  duplicate: Duplicate | null;
  onSendAnyway: () => void;
};

const said = (text: string) => <Typed>{text}</Typed>;

/** The fourth step: everything entered, each part with a way back to its step; the report is sent from here. */
export function ReviewStep({ data, href, onBack, onSend, busy, error, duplicate, onSendAnyway }: Props) {
  const t = useTranslations('claimReport.review');
  const what = useTranslations('claimReport.what');
  const steps = useTranslations('claimReport.steps');
  const events = useTranslations('claims.events');
  const photoName = useTranslations('claims.photos');
  const documentName = useTranslations('claims.documents');
  const nav = useTranslations('nav');
  const productName = useProductName();
  const detailRows = useClaimAnswers();
  const { data: policies } = useQuery(policiesQuery(useBrowserApi()));
  const policy = policies?.find((p) => p.id === data.policy_id);

  const change = (step: 'what' | 'details' | 'files') => (
    <NextLink href={href(step)} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
      {t('change')}<span className="sr-only"> {steps(step)}</span>
    </NextLink>
  );
  const photos = photoSlots(data).flatMap((slot) => {
    const file = data.photos?.[slot];
    return file ? [{ label: photoName(slot), value: said(file.name) }] : [];
  });
  const documents = claimDocuments(data.line, data.event).flatMap((rule) => {
    const files = (data.documents?.[rule.key] ?? []).filter((f): f is HeldFile => Boolean(f));
    return files.length ? [{ label: documentName(rule.key), value: <span className="flex flex-col">{files.map((f) => <span key={f.id}>{said(f.name)}</span>)}</span> }] : [];
  });

  return (
    <div className="mt-4 flex flex-col gap-4">
      <ReviewSection title={steps('what')} change={change('what')} rows={[
        {
          label: t('contract'),
          value: policy ? (
            <span className="flex flex-col">
              <span>{nav(lineNavKey[policy.line])} · {productName(policy)}</span>
              <span className="text-sm font-normal"><ProductDetail policy={policy} /> · <Ltr>{policy.contract_number}</Ltr></span>
            </span>
          ) : '…',
        },
        { label: what('event'), value: events(data.event) },
        { label: what('when'), value: <><Ltr>{formatDate(data.occurred_on)}</Ltr>{data.occurred_time ? <> · <Ltr>{data.occurred_time}</Ltr></> : null}</> },
        ...(data.location ? [{ label: what('where'), value: said(data.location.address) }] : []),
      ]} />
      <ReviewSection title={steps('details')} change={change('details')} rows={[
        ...detailRows(data.details),
        { label: t('description'), value: <span className="whitespace-pre-line">{said(data.description)}</span> },
      ]} />
      <ReviewSection title={steps('files')} change={change('files')} rows={[...photos, ...documents]} />
      <p className="text-slate-700">{t('confirm')}</p>
      {duplicate ? <DuplicateWarning duplicate={duplicate} onSendAnyway={onSendAnyway} busy={busy} /> : null}
      {error ? <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{error}</div> : null}
      <StepNav onBack={onBack} onNext={onSend} busy={busy} nextLabel={t('send')} busyLabel={t('sending')} />
    </div>
  );
}
