'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { browserApi } from '@/lib/api/browser';
import type { MedicalMember } from '@/lib/validation/medical';
import { RequestSent } from '../RequestSent';
import { medicalFlow, type MedicalData } from './flow';
import { MainStep } from './MainStep';
import { MembersStep } from './MembersStep';

/** Medical request (spec §2): main form, members, sent; the company calls back. */
export function MedicalRequest() {
  const t = useTranslations('medical');
  const locale = useLocale();
  const errorText = usePurchaseError();
  const flow = useStepFlow(medicalFlow);
  // The reference the server answered: the flow's draft is gone, the screen says it was sent.
  const [sent, setSent] = useState<string | null>(null);

  if (sent) return <RequestSent title={t('sentTitle')} next={t('sentNext')} reference={sent} />;

  async function send(members: MedicalMember[]) {
    const d = flow.data as MedicalData;
    const result = await browserApi(locale).sendMedicalForm({
      body: { main: { full_name: d.full_name, national_number: d.national_number, phone: d.phone, cover: d.cover, notes: d.notes }, members },
    });
    flow.finish();
    setSent(result.reference);
  }

  return (
    <FlowShell flow={flow}>
      {flow.step.key === 'main' ? (
        <MainStep defaults={flow.data} onDone={(main) => flow.next(main)} />
      ) : (
        <MembersStep members={flow.data.members ?? []} onKeep={(members) => flow.update({ members })} onBack={flow.back} onSend={send} errorText={errorText} />
      )}
    </FlowShell>
  );
}
