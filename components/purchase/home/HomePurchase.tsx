'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { homeCarry } from '@/components/pricing/carry';
import { PriceChangedNote } from '@/components/pricing/PriceChangedNote';
import { useHeldAnswers } from '@/components/pricing/useHeldAnswers';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { forgetDrafts } from '@/lib/flow/drafts';
import { formatJod } from '@/lib/format/money';
import { homeAddressLine, homeKindText } from '@/lib/model/contracts/home-address';
import type { Locale } from '@/lib/config/business';
import { apiDateOf } from '@/lib/validation/api-date';
import { insuredHomeSchema } from '@/lib/validation/home';
import type { OverlapConfirmation } from '@/lib/validation/overlap';
import type { BuyerProfile } from '../profile';
import { heldQuote } from '../quote-reuse';
import { QuoteSummary } from '../QuoteSummary';
import { useBuyAgain } from '../useBuyAgain';
import { AddressStep } from './AddressStep';
import { AgeStep } from './AgeStep';
import { DeedStep } from './DeedStep';
import { homeFlow, type HomeData } from './flow';
import { ValuesStep } from './ValuesStep';
import { Typed } from '@/components/ui/Typed';

/** Home: values, age (60 or over refused, nothing sent), the home's kind and address, title deed, summary, then payment and the result. */
export function HomePurchase({ profile }: { profile: BuyerProfile }) {
  const t = useTranslations('purchase');
  const locale = useLocale() as Locale;
  const flow = useStepFlow(homeFlow);
  useBuyAgain(flow, 'home', (policy): Partial<HomeData> => ({
    home_value: Math.round(policy.insured_sum), possessions_value: 0,
    // The same home again: its address is offered, to be checked on its step.
    insured_home: insuredHomeSchema.safeParse(policy.insured_home).data,
  }));
  const held = useHeldAnswers(flow, homeCarry, profile);
  const tc = useTranslations('common');
  const data = flow.data;

  async function quote(answer: OverlapConfirmation, fresh?: boolean) {
    // The insured's age is the account's: a birth date goes only with a declaration.
    const body = { birth_date: data.birth_date && !profile.birth_date ? apiDateOf(data.birth_date) : undefined, home_value: data.home_value!, possessions_value: data.possessions_value!, title_deed: data.title_deed_file?.id ?? '', insured_home: data.insured_home!, ...answer };
    try {
      return await heldQuote('createHomeQuotation', locale, body, () => browserApi(locale).createHomeQuotation({ body }), fresh);
    } catch (error) {
      // The deed is gone (cleaned up after a day, or another account's): send it again.
      if (error instanceof ApiError && error.fields?.title_deed) {
        flow.update({ title_deed_file: undefined });
        forgetDrafts('home:deed');
        flow.reopen('deed');
        flow.goTo('deed');
      }
      throw error;
    }
  }

  const money = (n?: number) => <bdi dir="ltr">{formatJod(n ?? 0, locale)}</bdi>;
  const key = flow.step.key;
  return (
    <FlowShell flow={flow}>
      {held.pending ? (
        <p role="status" className="mt-4 text-slate-700">{tc('loading')}</p>
      ) : key === 'values' ? (
        <ValuesStep defaults={data} onDone={(v) => flow.next(v)} />
      ) : key === 'age' ? (
        <AgeStep knownBirthDate={profile.birth_date} mobile={profile.mobile} value={data.birth_date} onBack={flow.back} onDone={(v) => flow.next(v)} />
      ) : key === 'address' ? (
        <AddressStep value={data.insured_home} onBack={flow.back} onDone={(home) => flow.next({ insured_home: home })} />
      ) : key === 'deed' ? (
        <DeedStep value={data.title_deed_file} onBack={flow.back} onDone={(file) => flow.next({ title_deed_file: file })} />
      ) : (
        <QuoteSummary
          onBack={flow.back}
          quote={quote}
          note={(q) => <PriceChangedNote shown={data.price_shown} signature={homeCarry.signature(data)} option="standard" total={q.total} />}
          details={[
            { label: t('home.product'), value: t('home.productName') },
            { label: t('home.homeValueLabel'), value: money(data.home_value) },
            { label: t('home.possessionsLabel'), value: money(data.possessions_value) },
            ...(data.insured_home ? [
              { label: t('home.kindLabel'), value: homeKindText(data.insured_home, locale) },
              { label: t('home.addressLabel'), value: <Typed>{homeAddressLine(data.insured_home, locale, (k, v) => t(`home.addressWords.${k}`, { value: v }))}</Typed> },
            ] : []),
            { label: t('home.deedLabel'), value: <Typed>{data.title_deed_file?.name}</Typed> },
            { label: t('summary.period'), value: t('summary.oneYear') },
          ]}
        />
      )}
    </FlowShell>
  );
}
