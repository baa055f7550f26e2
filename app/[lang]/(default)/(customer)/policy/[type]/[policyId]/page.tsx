import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReportClaimLink } from '@/components/claims/report/ReportClaimLink';
import { NextStep } from '@/components/contracts/NextStep';
import { ProductDetail, ProductNameText } from '@/components/contracts/ProductName';
import { RenewalAction } from '@/components/contracts/RenewalAction';
import { CoverList } from '@/components/contracts/CoverList';
import { PolicyFieldList } from '@/components/policy/PolicyFieldList';
import { PolicyPrice } from '@/components/policy/PolicyPrice';
import { Ltr } from '@/components/ui/Ltr';
import { PolicyExpiryNotice, PolicyStatusBadge } from '@/components/policy/PolicyStatus';
import { TravelCertificateLink } from '@/components/policy/TravelCertificateLink';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { contractCovers } from '@/lib/model/claims/covers';
import { isPolicyLine } from '@/lib/model/contracts/display';
import { isPolicyId, lineKey } from '@/lib/model/contracts/lines';
import { sessionApi } from '@/lib/session/server';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string; type: string; policyId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'policy' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** One of the signed-in customer's contracts (spec §2, policy/{type}/{policyId}). */
export default async function PolicyPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { type, policyId } = await params;
  if (!isPolicyLine(type) || !isPolicyId(policyId)) notFound();
  await requireUser(lang);
  const { policies } = await (await sessionApi(lang)).getMyPolicies();
  const policy = policies.find((p) => p.id === Number(policyId) && p.line === type);
  if (!policy) notFound();

  const t = await getTranslations('policy');
  const lineName = t(`lines.${lineKey(policy.line)}`);
  return (
    <article className="flex flex-col gap-6" aria-labelledby="policy-heading">
      <Link href={`/dashboard/${policy.line}`} className="inline-flex w-fit items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
        <span aria-hidden="true" className="rtl:rotate-180">←</span>
        {t('backToList', { line: lineName })}
      </Link>

      <header className="flex flex-col gap-3">
        <h1 id="policy-heading" className="text-2xl font-bold text-brand-900">
          {t('contractOf', { line: lineName })}{' '}
          <span className="block text-lg font-semibold text-slate-700 sm:inline" data-testid="contract-number"><Ltr>{policy.contract_number}</Ltr></span>
        </h1>
        <p className="text-lg font-semibold text-brand-900">
          <ProductNameText policy={policy} />
          <span className="block text-base font-medium text-slate-700"><ProductDetail policy={policy} /></span>
        </p>
        <PolicyStatusBadge policy={policy} />
        <PolicyExpiryNotice policy={policy} />
        <div className="flex flex-wrap items-center gap-3">
          <RenewalAction policy={policy} />
          <NextStep policy={policy} />
          <ReportClaimLink policy={policy} />
        </div>
      </header>

      <section aria-labelledby="details-heading" className="flex flex-col gap-3">
        <h2 id="details-heading" className="text-lg font-semibold">{t('detailsHeading')}</h2>
        <PolicyFieldList policy={policy} lang={lang} />
      </section>

      <section aria-labelledby="covers-heading" className="flex flex-col gap-3">
        <h2 id="covers-heading" className="text-lg font-semibold">{t('coversHeading')}</h2>
        <CoverList covers={contractCovers(policy.line, policy.segment_code)} insuredSum={policy.insured_sum} perTraveller={policy.line === 'travel'} />
      </section>

      <PolicyPrice policy={policy} />

      <section aria-labelledby="document-heading" className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="document-heading" className="text-lg font-semibold">{t('documentHeading')}</h2>
          <p className="mt-1 text-sm text-slate-700">{t('downloadHint')}</p>
        </div>
        <a
          href={`/${lang}/policy/${policy.line}/${policy.id}/pdf`}
          download
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
            <path d="M10 3a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
          </svg>
          {t('download')}
        </a>
      </section>
      <TravelCertificateLink policy={policy} lang={lang} />
    </article>
  );
}
