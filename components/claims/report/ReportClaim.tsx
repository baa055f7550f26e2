'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { v4 as uuid } from 'uuid';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { claimDetails } from '@/lib/validation/claim';
import { DetailsStep } from './DetailsStep';
import { FilesStep } from './FilesStep';
import { reportFlow, type ReportData } from './flow';
import { ReviewStep } from './ReviewStep';
import type { ReportStart } from './start';
import { useReportSend } from './useReportSend';
import { WhatStep } from './WhatStep';

/**
 * The report on the step-flow helper. The page decides where it starts (a contract's link, the only
 * contract, a Lababak appointment); a draft of another contract gives way to the link's, a draft of the
 * same one is resumed. The report's key is made once, with the report, and kept in its draft.
 */
export function ReportClaim({ start }: { start: ReportStart }) {
  const t = useTranslations('claimReport');
  const flow = useStepFlow(reportFlow);
  const { ready, data, update, reset } = flow;
  const [begun, setBegun] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const other = (start.policyId !== null && data.policy_id !== start.policyId) || (start.appointment !== null && data.appointment_id !== start.appointment.id);
    if (other) {
      if (data.policy_id !== undefined) reset();
      const a = start.appointment;
      update({
        report_key: uuid(),
        policy_id: start.policyId ?? undefined,
        line: start.line ?? undefined,
        ...(a ? {
          appointment_id: a.id, event: 'collision' as const, ...(a.date ? { occurred_on: a.date } : {}),
          location: { ...a.location, approved: true, source: 'typed' as const },
        } : {}),
      });
    } else if (!data.report_key) {
      update({ report_key: uuid() });
    }
    setBegun(true);
  }, [ready, start, data.policy_id, data.appointment_id, data.report_key, update, reset]);

  const sending = useReportSend(flow);
  const d = flow.data;
  const key = flow.step.key;
  const details = claimDetails.safeParse(d.details);
  return (
    <FlowShell flow={flow} placeholder={<p className="mt-4">{t('loading')}</p>}>
      {!begun ? <p className="mt-4">{t('loading')}</p>
        : key === 'what' ? <WhatStep defaults={d} refused={start.refused} serverFields={sending.serverFields} onDone={(v) => flow.next(v)} />
        : key === 'details' && d.line ? (
          <DetailsStep line={d.line} event={d.event} defaults={d} serverFields={sending.serverFields} onBack={flow.back} onDone={(v) => flow.next(v)} />
        ) : key === 'files' && d.line && d.event && details.success ? (
          <FilesStep context={{ line: d.line, event: d.event, details: details.data }} defaults={d} serverFields={sending.serverFields}
            onBack={flow.back} onDone={(v) => flow.next(v)} />
        ) : (
          <ReviewStep data={d as ReportData} href={flow.href} onBack={flow.back} busy={sending.busy} error={sending.error}
            duplicate={sending.duplicate} onSend={() => sending.send(d as ReportData)} onSendAnyway={() => sending.send(d as ReportData, true)} />
        )}
    </FlowShell>
  );
}
