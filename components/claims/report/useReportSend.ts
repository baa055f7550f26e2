'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import type { StepFlow } from '@/components/flow/useStepFlow';
import { ApiError } from '@/lib/api/errors';
import { useRouter } from '@/lib/i18n/navigation';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { duplicateOf, type Duplicate } from './DuplicateWarning';
import type { ReportData } from './flow';
import { formField, reportBody, stepOfField } from './report-body';
import type { ServerFields } from './server-fields';

/**
 * Sends the report from the review (`POST /claims`, a mutation): its report_key makes a double tap or
 * a retry one claim. A 409 claim_duplicate shows the open claim with "Report it anyway"; a 400 puts
 * the server's messages on the fields of the step that holds them and opens it; a report from a
 * Lababak appointment links it to the claim at once. The claim number screen reads the claim again.
 */
export function useReportSend(flow: StepFlow<ReportData>) {
  const api = useBrowserApi();
  const router = useRouter();
  const client = useQueryClient();
  const apiMessage = useApiErrorMessage();
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const [serverFields, setServerFields] = useState<ServerFields>(null);

  const send = useMutation({
    mutationFn: async ({ data, confirm }: { data: ReportData; confirm: boolean }) => {
      const { claim } = await api().reportClaim({ body: reportBody(data, confirm) });
      if (data.appointment_id && !claim.appointment) {
        // The claim is made whatever this answers: without the link its page offers to book the assessor.
        await api().linkClaimAssessor({ params: { id: claim.id }, body: { appointment_id: data.appointment_id } }).catch(() => undefined);
      }
      return claim;
    },
    onMutate: () => {
      setDuplicate(null);
      setServerFields(null);
    },
    onSuccess: (claim) => {
      void client.invalidateQueries({ queryKey: ['claims'] });
      flow.finish();
      router.push({ pathname: '/report-claim/sent', query: { id: claim.id } });
    },
    onError: (error, { data, confirm }) => {
      const repeated = duplicateOf(error);
      if (repeated) return setDuplicate(repeated);
      if (!(error instanceof ApiError) || !error.fields) return;
      const body = reportBody(data, confirm);
      const fields = Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [formField(path, body, data.documents), message]));
      const step = Object.keys(fields).map(stepOfField).find((s) => s !== null);
      if (!step) return;
      setServerFields(fields);
      flow.goTo(step);
    },
  });

  const shown = send.isError && !duplicateOf(send.error) && !serverFields ? apiMessage(send.error) : null;
  return {
    duplicate,
    serverFields,
    error: shown,
    busy: send.isPending || send.isSuccess,
    send: (data: ReportData, confirm = false) => send.mutate({ data, confirm }),
  };
}
