'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { StepIndicator } from '@/components/ui/StepIndicator';
import type { FlowData } from '@/lib/flow/define';
import type { StepFlow } from './useStepFlow';

type Props<D extends FlowData> = {
  flow: StepFlow<D>;
  children: ReactNode;
  /** A status line announced to screen readers (saving, sent, a failure): kept in one live region. */
  status?: ReactNode;
  /** The heading level of the step title, under the page's own h1. */
  level?: 2 | 3;
  /** Shown until the draft is read in the browser. */
  placeholder?: ReactNode;
};

/**
 * The frame of a step flow: the step indicator, the step's title (focused when the step changes, so
 * keyboards and screen readers start at the new step), one live region, and the step itself.
 */
export function FlowShell<D extends FlowData>({ flow, children, status, level = 2, placeholder = null }: Props<D>) {
  const t = useTranslations();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const key = flow.ready ? flow.step.key : null;

  useEffect(() => {
    if (!key) return;
    // Not on first arrival: the page's own focus order starts at the top.
    if (shown.current !== null && shown.current !== key) heading.current?.focus();
    shown.current = key;
  }, [key]);

  const labels = flow.steps.map((step) => t(step.label as never));
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="mt-4">
      <StepIndicator steps={labels} current={flow.index} />
      <Heading ref={heading} tabIndex={-1} className="mt-2 text-xl font-semibold text-brand-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <span className="sr-only">{t('steps.stepOf', { current: flow.index + 1, total: flow.steps.length })}: </span>
        {labels[flow.index]}
      </Heading>
      <div aria-live="polite" role="status" className="empty:hidden mt-2">{status}</div>
      {flow.ready ? children : placeholder}
    </div>
  );
}
