'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { Ltr } from '@/components/ui/Ltr';
import { Phone } from '@/components/ui/Phone';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { telHref } from '@/lib/phone';
import { Link } from '@/lib/i18n/navigation';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { DeskActions } from './actions/DeskActions';
import { ClaimFiles } from './ClaimFiles';
import { ClaimHistory, ClaimSteps } from './ClaimTimeline';
import { DocumentRequests } from './DocumentRequests';
import { DueDay } from './DueDay';
import { Fact, Facts } from './Facts';
import { Outcome } from './Outcome';
import { deskClaimQuery } from './queries';
import { ReportFacts } from './ReportFacts';
import { StateBadge } from './StateBadge';
import { Typed } from '@/components/ui/Typed';

/** One claim at the desk: where it stands and what is due, the steps allowed now, the report, the files, the decision and the history. */
export function ClaimDesk({ id }: { id: number }) {
  const t = useTranslations('claimsDesk.claim');
  const api = useBrowserApi();
  const apiError = useApiErrorMessage();
  const query = useQuery(deskClaimQuery(api, id));
  const back = (
    <Link href="/claims-desk" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">{t('back')}</Link>
  );
  if (query.isPending) return <p aria-live="polite">{t('loading')}</p>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <div className="flex flex-col gap-3"><p role="alert" className="text-red-700">{missing ? t('notFound') : apiError(query.error)}</p>{back}</div>;
  }
  const c = query.data;
  return (
    <article aria-labelledby="claim-heading" className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="claim-heading" className="text-2xl font-bold text-brand-900">{t.rich('title', { reference: c.reference, ltr: (chunks) => <Ltr>{chunks}</Ltr> })}</h2>
          <StateBadge state={c.state} />
        </div>
        <Facts>
          <Fact label={t('deadline')}><DueDay due={c.due} /></Fact>
          {c.customer ? (
            <Fact label={t('customer')}>
              <span className="flex flex-wrap items-center gap-x-3">
                <Typed>{c.customer.name}</Typed>
                <a href={telHref(c.customer.mobile)} className="inline-flex min-h-11 items-center text-brand-700 underline"><Phone number={c.customer.mobile} /></a>
              </span>
            </Fact>
          ) : null}
        </Facts>
      </header>
      <DeskActions claim={c} />
      <ReportFacts claim={c} />
      <ClaimFiles claim={c} />
      <DocumentRequests claim={c} />
      <Outcome claim={c} />
      <div className="grid gap-6 sm:grid-cols-2">
        <ClaimSteps claim={c} />
        <ClaimHistory claim={c} />
      </div>
      {back}
    </article>
  );
}
