'use client';

import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Flow } from '@/lib/flow/define';
import { parseState, storageKey } from '@/lib/flow/storage';
import { REPORT_FLOW_ID, REPORT_FLOW_VERSION } from './flow-id';

const reportFlow = { id: REPORT_FLOW_ID, version: REPORT_FLOW_VERSION, steps: [] } as unknown as Flow;

const noChange = () => () => undefined;

/** Whether this tab holds a report started and not sent (the flow's draft): read in the browser only. */
function hasDraft(): boolean {
  try {
    const { data, done } = parseState(reportFlow, window.sessionStorage.getItem(storageKey(reportFlow)));
    return Boolean(data.policy_id) && done.length > 0;
  } catch {
    return false;
  }
}

/** "Continue the report you started", where a report was left half-way in this tab (its draft opens where it stopped). */
export function ResumeReport({ label }: { label: string }) {
  const draft = useSyncExternalStore(noChange, hasDraft, () => false);
  if (!draft) return null;
  return (
    <Link href="/report-claim" className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-4" data-testid="resume-report">
      {label}
    </Link>
  );
}
