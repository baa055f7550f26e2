import type { Flow, FlowData, FlowState, FlowStep } from './define';

/** The steps that apply to what was entered so far, in order. */
export function activeSteps<D extends FlowData>(flow: Flow<D>, data: Partial<D>): FlowStep<D>[] {
  return flow.steps.filter((step) => !step.when || step.when(data));
}

/** A step is finished when it was submitted and the data still passes its schema. */
export function isStepFinished<D extends FlowData>(step: FlowStep<D>, state: FlowState<D>): boolean {
  if (!state.done.includes(step.key)) return false;
  return step.schema ? step.schema.safeParse(state.data).success : true;
}

/** Index (among the active steps) of the first step not finished; the step count when all are. */
export function firstUnfinished<D extends FlowData>(flow: Flow<D>, state: FlowState<D>): number {
  const steps = activeSteps(flow, state.data);
  const index = steps.findIndex((step) => !isStepFinished(step, state));
  return index === -1 ? steps.length : index;
}

export interface ResolvedStep<D extends FlowData> {
  step: FlowStep<D>;
  /** Position among the active steps, from 0. */
  index: number;
  steps: FlowStep<D>[];
  /** True when the URL asked for another step (unknown, skipped, or not reachable yet). */
  redirect: boolean;
}

/**
 * The guard: the step the URL asks for if every step before it is finished; otherwise the first
 * unfinished step. No step is reached before the steps it depends on, whatever the link says.
 */
export function resolveStep<D extends FlowData>(flow: Flow<D>, state: FlowState<D>, requested: string | null | undefined): ResolvedStep<D> {
  const steps = activeSteps(flow, state.data);
  const reachable = Math.min(firstUnfinished(flow, state), steps.length - 1);
  const asked = steps.findIndex((step) => step.key === requested);
  const index = asked === -1 ? reachable : Math.min(asked, reachable);
  const step = steps[index]!;
  return { step, index, steps, redirect: step.key !== requested };
}

/** The active step after `key` once `state` holds, or null when `key` is the last. */
export function stepAfter<D extends FlowData>(flow: Flow<D>, state: FlowState<D>, key: string): FlowStep<D> | null {
  const steps = activeSteps(flow, state.data);
  const index = steps.findIndex((step) => step.key === key);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

/** The active step before `key`, or null on the first. */
export function stepBefore<D extends FlowData>(flow: Flow<D>, state: FlowState<D>, key: string): FlowStep<D> | null {
  const steps = activeSteps(flow, state.data);
  const index = steps.findIndex((step) => step.key === key);
  return index <= 0 ? null : (steps[index - 1] ?? null);
}

/** Merges a step's entries into the state and marks it submitted. */
export function submitStep<D extends FlowData>(state: FlowState<D>, key: string, values: Partial<D> = {}): FlowState<D> {
  return {
    data: { ...state.data, ...values },
    done: state.done.includes(key) ? state.done : [...state.done, key],
  };
}

/**
 * An empty flow started from answers given before (a price seen before sign-in): they are merged,
 * the steps they finish marked done, and the step to open is the first unfinished one, whatever
 * step the URL names by then (the guard may already have sent the empty flow to its first step).
 */
export function prefillState<D extends FlowData>(flow: Flow<D>, state: FlowState<D>, values: Partial<D>, done: string[]): { state: FlowState<D>; step: FlowStep<D> } {
  const next: FlowState<D> = { data: { ...state.data, ...values }, done: [...new Set([...state.done, ...done])] };
  return { state: next, step: resolveStep(flow, next, null).step };
}
