'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { CarPriceForm } from '@/components/pricing/car/CarPriceForm';
import { draftOf } from '@/components/pricing/car/draft';
import { Referral } from '@/components/pricing/car/Referral';
import { isReferralReason } from '@/components/pricing/car/referral-text';
import { PriceChangedNote } from '@/components/pricing/PriceChangedNote';
import { useHeldAnswers } from '@/components/pricing/useHeldAnswers';
import { StepNav } from '@/components/flow/StepNav';
import { Button } from '@/components/ui/Button';
import { ApiError } from '@/lib/api/errors';
import { forgetDrafts } from '@/lib/flow/drafts';
import type { CarReferralReason } from '@/lib/config/car-online';
import type { OverlapConfirmation } from '@/lib/validation/overlap';
import type { BuyerProfile } from '../profile';
import { QuoteSummary } from '../QuoteSummary';
import { carCarry } from './carry';
import { useCarDetails } from './details';
import { DOCUMENTS_DRAFT, DocumentsStep } from './DocumentsStep';
import { carFlow, carQuoteOf, type CarData } from './flow';
import { PriceStep } from './PriceStep';
import { quoteCar } from './quote';

const DOCUMENT_FIELDS = ['licence_front', 'licence_back', 'registration'];

/** Car cover online: the car, its price, the documents, the summary, then the payment page and the result. */
export function CarPurchase({ profile }: { profile: BuyerProfile }) {
  const locale = useLocale();
  const t = useTranslations('carPrice');
  const flow = useStepFlow(carFlow);
  const held = useHeldAnswers(flow, carCarry, profile);
  const tc = useTranslations('common');
  const details = useCarDetails();
  const [referred, setReferred] = useState<CarReferralReason | null>(null);
  const data = flow.data;

  async function quote(answer: OverlapConfirmation, fresh?: boolean) {
    try {
      return await quoteCar(locale, carQuoteOf(data), answer, fresh);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'car_referred') {
        const reason = String(error.details.reason ?? '');
        setReferred(isReferralReason(reason) ? reason : 'vehicle');
      }
      // An image is gone (cleaned up after a day) or not the customer's own (`registration.0`…): the documents step asks again.
      if (error instanceof ApiError && Object.keys(error.fields ?? {}).some((k) => DOCUMENT_FIELDS.includes(k.split('.')[0] ?? ''))) {
        flow.update({ licence_front: undefined, licence_back: undefined, registration: undefined });
        forgetDrafts(DOCUMENTS_DRAFT);
        flow.reopen('documents');
        flow.goTo('documents');
      }
      throw error;
    }
  }

  const key = flow.step.key;
  return (
    <FlowShell flow={flow}>
      {held.pending ? (
        <p role="status" className="mt-4 text-slate-700">{tc('loading')}</p>
      ) : key === 'car' ? (
        <CarPriceForm defaults={draftOf(data.answers)} draftKey={`${carFlow.id}:car`} onDone={(answers) => flow.next({ answers, price: undefined, price_shown: undefined } as Partial<CarData>)}
          actions={<StepNav />} />
      ) : key === 'price' && data.answers ? (
        <PriceStep answers={data.answers} onBack={flow.back} onDone={(price) => flow.next({ price })} />
      ) : key === 'documents' && data.answers ? (
        <DocumentsStep answers={data.answers} data={data} onBack={flow.back} onDone={(v) => flow.next(v)} />
      ) : referred && data.answers ? (
        <div className="mt-4 flex flex-col gap-4">
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-4"><Referral reason={referred} answers={data.answers} plate={data.vehicle?.plate_number} /></div>
          <Button variant="secondary" className="self-start" onClick={() => { setReferred(null); flow.goTo('car'); }}>{t('result.change')}</Button>
        </div>
      ) : data.answers ? (
        <QuoteSummary onBack={flow.back} quote={quote} details={details(data)}
          note={(q) => <PriceChangedNote shown={data.price_shown} signature={carCarry.signature(data)} option={data.answers!.cover} total={q.total} />} />
      ) : <p className="mt-4">{t('pricing')}</p>}
    </FlowShell>
  );
}
