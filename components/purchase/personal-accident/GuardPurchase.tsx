'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { guardCarry } from '@/components/pricing/carry';
import { PriceChangedNote } from '@/components/pricing/PriceChangedNote';
import { useHeldAnswers } from '@/components/pricing/useHeldAnswers';
import { browserApi } from '@/lib/api/browser';
import { formatJod } from '@/lib/format/money';
import { apiDateOf } from '@/lib/validation/api-date';
import { holderAge, type BuyerProfile } from '../profile';
import { heldQuote } from '../quote-reuse';
import { QuoteSummary } from '../QuoteSummary';
import { useBuyAgain } from '../useBuyAgain';
import { AboutStep } from './AboutStep';
import { guardFlow } from './flow';
import { SumStep } from './SumStep';

/** Personal accident: three steps, then the payment page and the result (spec §2). */
export function GuardPurchase({ profile }: { profile: BuyerProfile }) {
  const t = useTranslations('purchase');
  const locale = useLocale();
  const router = useRouter();
  const flow = useStepFlow(guardFlow);
  useBuyAgain(flow, 'personal-accident', (policy) => ({ insured_sum: policy.insured_sum }));
  const held = useHeldAnswers(flow, guardCarry, profile);
  const tc = useTranslations('common');

  const { birth_date, insured_sum } = flow.data;
  const age = holderAge(profile, birth_date);
  // The backend prices on the account's birth date; one goes in the body only as a declaration.
  const declared = birth_date && !profile.birth_date ? apiDateOf(birth_date) : undefined;
  const key = flow.step.key;
  return (
    <FlowShell flow={flow}>
      {held.pending ? (
        <p role="status" className="mt-4 text-slate-700">{tc('loading')}</p>
      ) : key === 'about' ? (
        <AboutStep
          knownBirthDate={profile.birth_date}
          mobile={profile.mobile}
          defaults={flow.data}
          onDone={(values) => flow.next(values)}
          onAccidents={() => router.push(`/${locale}/create-policy-personal-accident/accident-failed`)}
        />
      ) : key === 'sum' ? (
        <SumStep age={age ?? 30} value={insured_sum} onBack={flow.back} onDone={(sum) => flow.next({ insured_sum: sum })} />
      ) : (
        <QuoteSummary
          onBack={flow.back}
          note={(q) => <PriceChangedNote shown={flow.data.price_shown} signature={guardCarry.signature(flow.data)} option="standard" total={q.total} />}
          quote={(answer, fresh) => {
            const body = { birth_date: declared, previous_accidents: false as const, insured_sum: insured_sum!, ...answer };
            return heldQuote('createGuardQuote', locale, body, () => browserApi(locale).createGuardQuote({ body }), fresh);
          }}
          details={[
            { label: t('guard.product'), value: t('guard.productName') },
            { label: t('guard.insured'), value: locale === 'ar' ? profile.name_ar : profile.name_en },
            { label: t('guard.ageLabel'), value: <bdi dir="ltr">{age}</bdi> },
            { label: t('guard.sum'), value: <bdi dir="ltr">{formatJod(insured_sum ?? 0, locale)}</bdi> },
            { label: t('summary.period'), value: t('summary.oneYear') },
          ]}
        />
      )}
    </FlowShell>
  );
}
