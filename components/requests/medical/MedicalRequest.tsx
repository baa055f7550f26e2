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
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [members, setMembers] = useState<MedicalMember[] | null>(null);

  if (sent) return <RequestSent title={t('sentTitle')} next={t('sentNext')} reference={sent} />;

  const list = members ?? flow.data.members ?? [];
  function change(next: MedicalMember[]) {
    setMembers(next);
    flow.update({ members: next });
  }

  async function send() {
    const d = flow.data as MedicalData;
    setFailure(null);
    try {
      const result = await browserApi(locale).sendMedicalForm({
        body: { main: { full_name: d.full_name, national_number: d.national_number, phone: d.phone, cover: d.cover, notes: d.notes }, members: list },
      });
      flow.finish();
      setSent(result.reference);
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <FlowShell flow={flow}>
      {flow.step.key === 'main' ? (
        <MainStep defaults={flow.data} onDone={(main) => flow.next(main)} />
      ) : (
        <MembersStep members={list} onChange={change} onBack={flow.back} onSend={send} failure={failure} />
      )}
    </FlowShell>
  );
}
