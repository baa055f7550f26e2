'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { isReferralReason } from '@/components/pricing/car/referral-text';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import type { BuyerProfile } from '@/components/purchase/profile';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { CAR_REQUEST } from '@/lib/config/business';
import { licenceStepSchema, registrationStepSchema } from '@/lib/validation/motor';
import type { HeldFile } from '../HeldUpload';
import { RequestSent } from '../RequestSent';
import { CarStep } from './CarStep';
import { motorFlow, type MotorData } from './flow';
import { ImagesStep } from './ImagesStep';
import { ReferralNotice } from './ReferralNotice';

/** Car request (spec §2): car details, driver licence, car registration, then sent; a referral's reason on top. */
export function MotorRequest({ profile }: { profile: BuyerProfile }) {
  const t = useTranslations('motor');
  const locale = useLocale();
  const errorText = usePurchaseError();
  const flow = useStepFlow(motorFlow);
  const reason = useSearchParams().get('reason');
  const send = useMutation({
    mutationFn: (registration: HeldFile[]) => {
      const d = flow.data as MotorData;
      return browserApi(locale).sendMotorForm({
        body: {
          car: { make: d.make, model: d.model, engine_type: d.engine_type, production_year: d.production_year, valuation: d.valuation },
          contact: { name: profile.name_en, phone: profile.mobile },
          licence_front: d.licence_front.id,
          licence_back: d.licence_back.id,
          registration: registration.map((f) => f.id),
          // The reason shown on top goes with the request, with the plate of the purchase that was sent here.
          ...(isReferralReason(reason) ? { referral: { reason, ...(d.plate_number ? { plate_number: d.plate_number } : {}) } } : {}),
        },
      });
    },
    onSuccess: () => flow.finish(),
  });

  if (send.isSuccess) {
    return <RequestSent title={t('sentTitle')} next={t('sentNext', { days: CAR_REQUEST.callBackWorkingDays })} reference={send.data.reference} />;
  }

  // A claimed or vanished image: the customer sends the images again.
  const failure = !send.isError ? null
    : send.error instanceof ApiError && send.error.code === 'upload_missing' ? t('imagesAgain') : errorText(send.error);
  const key = flow.step.key;
  return (
    <>
      <ReferralNotice />
      <FlowShell flow={flow}>
        {key === 'car' ? (
          <CarStep defaults={flow.data} onDone={(car) => flow.next(car)} />
        ) : key === 'licence' ? (
          <ImagesStep
            key="licence" purpose="driving-licence" onBack={flow.back} schema={licenceStepSchema} draft={`${motorFlow.id}:licence`}
            slots={[{ key: 'licence_front', label: t('licenceFront') }, { key: 'licence_back', label: t('licenceBack') }]}
            values={{ licence_front: flow.data.licence_front, licence_back: flow.data.licence_back }}
            onDone={(files) => { flow.next(files); }}
          />
        ) : (
          <ImagesStep
            key="registration" purpose="vehicle-licence" onBack={flow.back} failure={failure} busy={send.isPending}
            schema={registrationStepSchema} draft={`${motorFlow.id}:registration`}
            nextLabel={t('send')} busyLabel={t('sending')}
            slots={[{ key: 'registration_1', label: t('registrationFront') }, { key: 'registration_2', label: t('registrationBack') }]}
            values={{}}
            onDone={(files) => send.mutate([files.registration_1, files.registration_2].filter((f) => !!f))}
          />
        )}
      </FlowShell>
    </>
  );
}
