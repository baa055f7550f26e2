'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Flow, FlowData, FlowStep } from '@/lib/flow/define';
import { prefillState, resolveStep, stepAfter, stepBefore, submitStep } from '@/lib/flow/resolve';
import { flowStore } from '@/lib/flow/store';

export interface StepFlow<D extends FlowData = FlowData> {
  /** False on the server and during hydration (the draft lives in the browser): render a placeholder. */
  ready: boolean;
  /** The steps that apply, in order. */
  steps: FlowStep<D>[];
  /** The step on screen (after the guard) and its position from 0. */
  step: FlowStep<D>;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  /** Everything entered so far (transient fields included while the page lives). */
  data: Partial<D>;
  /** Saves the step's entries, marks it done and opens the next step; returns the next key, or null on the last. */
  next(values?: Partial<D>): string | null;
  /** Opens the previous step; entries are kept. */
  back(): void;
  /** Opens a step (the guard still applies). */
  goTo(key: string): void;
  /** Merges entries without moving (for example an answer from the server). */
  update(values: Partial<D>): void;
  /** Starts an empty flow from answers given before (a price's): merges them and marks those steps done; the guard then opens the first unfinished step. */
  prefill(values: Partial<D>, done: string[]): void;
  /** Marks steps as not done, so the guard brings the customer back to them (for example a refused document). */
  reopen(...keys: string[]): void;
  /** Ends the flow: deletes the stored draft; the screen stays as it is while the page moves on. */
  finish(): void;
  /** Starts again from the first step with nothing entered. */
  reset(): void;
  /** The URL of a step of this flow on this page (other query parameters kept). */
  href(key: string): string;
}

/**
 * A step is a query parameter of a page the browser already holds: the URL changes through the
 * History API, which the App Router follows (usePathname and useSearchParams answer the new URL, and
 * Back and Forward restore its entries) without asking the server to render the page again. A reload
 * still lands on the step in the URL, the guard deciding as before.
 */
function moveTo(url: string, how: 'push' | 'replace'): void {
  if (how === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * One multi-step flow on a page: the step from `?step=<key>`, the entries from the per-flow store,
 * and the guard. Must render under <Suspense> on a statically rendered page (it reads the URL).
 */
export function useStepFlow<D extends FlowData>(flow: Flow<D>): StepFlow<D> {
  // One store per mount: after finish() this screen keeps its state while a new mount starts empty.
  const [store] = useState(() => flowStore(flow));
  const state = useSyncExternalStore(store.subscribe, store.get, () => null);
  const params = useSearchParams();
  const pathname = usePathname();

  const href = useCallback(
    (key: string) => {
      const query = new URLSearchParams(params.toString());
      query.set('step', key);
      return `${pathname}?${query.toString()}`;
    },
    [params, pathname],
  );

  const current = state ?? { data: {}, done: [] };
  const resolved = resolveStep(flow, current, params.get('step'));
  const redirectTo = state && resolved.redirect ? href(resolved.step.key) : null;
  useEffect(() => {
    if (redirectTo) moveTo(redirectTo, 'replace');
  }, [redirectTo]);

  const go = (key: string) => {
    moveTo(href(key), 'push');
    window.scrollTo(0, 0);
  };
  return {
    ready: state !== null,
    steps: resolved.steps,
    step: resolved.step,
    index: resolved.index,
    isFirst: resolved.index === 0,
    isLast: resolved.index === resolved.steps.length - 1,
    data: current.data,
    next(values) {
      const submitted = submitStep(store.get(), resolved.step.key, values);
      store.set(submitted);
      const after = stepAfter(flow, submitted, resolved.step.key);
      if (after) go(after.key);
      return after?.key ?? null;
    },
    back() {
      const before = stepBefore(flow, store.get(), resolved.step.key);
      if (before) go(before.key);
    },
    goTo: go,
    update(values) {
      const now = store.get();
      store.set({ ...now, data: { ...now.data, ...values } });
    },
    prefill(values, done) {
      const { state: prefilled, step } = prefillState(flow, store.get(), values, done);
      store.set(prefilled);
      // The guard has already put the empty flow's first step in the URL; the answers open a later one.
      moveTo(href(step.key), 'replace');
    },
    reopen(...keys) {
      const now = store.get();
      store.set({ ...now, done: now.done.filter((k) => !keys.includes(k)) });
    },
    finish: () => store.forget(),
    reset: () => store.clear(),
    href,
  };
}
