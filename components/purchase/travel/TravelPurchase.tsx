'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { travelCarry } from '@/components/pricing/carry';
import { PriceChangedNote } from '@/components/pricing/PriceChangedNote';
import { useHeldAnswers } from '@/components/pricing/useHeldAnswers';
import { browserApi } from '@/lib/api/browser';
import { countryNames, tripZone, type TravelProgram } from '@/lib/config/travel';
import { DESTINATION_OF_ZONE } from '@/lib/model/contracts/product-names';
import { formatDate, listParts } from '@/lib/format';
import type { OverlapConfirmation } from '@/lib/validation/overlap';
import { isLowCostTrip } from '@/lib/validation/travel';
import type { BuyerProfile } from '../profile';
import { QuoteSummary } from '../QuoteSummary';
import { useBuyAgain } from '../useBuyAgain';
import { heldQuote, requestKey, reusePrices } from '../quote-reuse';
import { travelFlow, travelRequest, tripRequest, type TravelData } from './flow';
import { PackageStep } from './PackageStep';
import { TravellersStep } from './TravellersStep';
import { TripStep } from './TripStep';
import { Typed } from '@/components/ui/Typed';

/** Travel: trip, travellers, package, summary, then the payment page and the result. */
export function TravelPurchase({ profile }: { profile: BuyerProfile }) {
  const t = useTranslations('purchase');
  const products = useTranslations('products');
  const locale = useLocale();
  const flow = useStepFlow(travelFlow);
  useBuyAgain(flow, 'travel', (policy): Partial<TravelData> => ({ program: policy.segment_code.startsWith('TR-SKY-PLUS') ? 'sky-plus' : 'sky' }));
  const held = useHeldAnswers(flow, travelCarry, profile);
  const tc = useTranslations('common');
  const data = flow.data;

  // The customer's yes to a second cover for these travellers, given on the package step, so the summary does not ask again.
  const [secondCover, setSecondCover] = useState<OverlapConfirmation>({});
  /** A KSA trip of up to 30 days is held by the low-cost program; any other by the standard tables. One quote, for the program chosen. */
  const quote = (program: TravelProgram, answer: OverlapConfirmation, fresh?: boolean) => {
    const body = { ...travelRequest(data, program), ...answer };
    const api = browserApi(locale);
    return isLowCostTrip(body)
      ? heldQuote('createLowCostTravelQuotation', locale, body, () => api.createLowCostTravelQuotation({ body }), fresh)
      : heldQuote('createTravelQuotation', locale, body, () => api.createTravelQuotation({ body }), fresh);
  };
  /** What each program costs for this trip, priced as its quote would be; nothing held. */
  const prices = (answer: OverlapConfirmation = secondCover) => {
    const body = { ...tripRequest(data), ...answer };
    return reusePrices(requestKey('priceTravelPrograms', locale, body), () => browserApi(locale).priceTravelPrograms({ body }));
  };

  const key = flow.step.key;
  // The zone the backend prices on, from the same rule (tripZone): shown, never chosen.
  const zone = tripZone({ countries: data.countries ?? [], worldwide: data.worldwide ?? false });
  return (
    <FlowShell flow={flow}>
      {held.pending ? (
        <p role="status" className="mt-4 text-slate-700">{tc('loading')}</p>
      ) : key === 'trip' ? (
        <TripStep defaults={data} onDone={(trip) => flow.next(trip)} />
      ) : key === 'travellers' ? (
        <TravellersStep profile={profile} defaults={data} onBack={flow.back} onDone={(v) => flow.next(v)} />
      ) : key === 'package' ? (
        <PackageStep value={data.program} prices={prices} onConfirmOverlap={setSecondCover} onBack={flow.back} onDone={(program) => flow.next({ program } as Partial<TravelData>)} />
      ) : (
        <QuoteSummary
          onBack={flow.back}
          note={(q) => <PriceChangedNote shown={data.price_shown} signature={travelCarry.signature(data)} option={data.program ?? 'sky'} total={q.total} />}
          quote={(answer, fresh) => quote(data.program ?? 'sky', { ...secondCover, ...answer }, fresh)}
          details={[
            { label: t('travel.package'), value: t(`travel.programs.${data.program ?? 'sky'}`) },
            { label: t('travel.countries'), value: listParts(countryNames(data.countries ?? [], locale), locale).map((part) => part.value).join('') },
            { label: t('travel.destination'), value: zone ? `${products(`destination.${DESTINATION_OF_ZONE[zone]}`)}${data.worldwide ? ` (${t('travel.worldwide')})` : ''}` : '' },
            { label: t('summary.period'), value: <><bdi dir="ltr">{data.start_date ? formatDate(data.start_date) : ''}</bdi> · {t('travel.daysCount', { days: data.days ?? 0 })}</> },
            { label: t('travel.travelType'), value: t(data.travel_type === 'family' ? 'travel.family' : 'travel.individual') },
            { label: t('travel.travellers'), value: listParts((data.travellers ?? []).map((tr) => tr.name), locale).map((part, i) => (part.type === 'element' ? <Typed key={i}>{part.value}</Typed> : part.value)) },
          ]}
        />
      )}
    </FlowShell>
  );
}
