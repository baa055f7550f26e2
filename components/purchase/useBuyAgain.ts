'use client';

import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { StepFlow } from '@/components/flow/useStepFlow';
import { browserApi } from '@/lib/api/browser';
import type { Policy, PolicyLine } from '@/lib/api/endpoints/policies';
import type { FlowData } from '@/lib/flow';

/**
 * "Buy again" (`?from=<policyId>`): a new flow starts from what the customer's earlier contract of
 * the same line says. Only a flow with nothing entered yet is prefilled, and only from the
 * customer's own contract of that line (the backend answers only their own).
 */
export function useBuyAgain<D extends FlowData>(flow: StepFlow<D>, line: PolicyLine, fromPolicy: (policy: Policy) => Partial<D>) {
  const from = useSearchParams().get('from');
  const locale = useLocale();
  const done = useRef(false);
  const empty = flow.ready && Object.keys(flow.data).length === 0;
  useEffect(() => {
    if (!from || !empty || done.current || !/^\d{1,10}$/.test(from)) return;
    done.current = true;
    browserApi(locale).getMyPolicies()
      .then(({ policies }) => {
        const policy = policies.find((p) => String(p.id) === from && p.line === line);
        if (policy) flow.update(fromPolicy(policy));
      })
      .catch((error) => console.error('[buy again]', error));
  }, [from, empty, locale, line, flow, fromPolicy]);
}
