import type { z } from 'zod';

/** What a flow has gathered so far: the entries of every step, in one flat object. */
export type FlowData = Record<string, unknown>;

export interface FlowStep<D extends FlowData = FlowData> {
  /** The step's name in the URL (`?step=<key>`): stable, lowercase, no spaces. */
  key: string;
  /** A full message key (for example `purchase.steps.vehicle`), translated by the step indicator. */
  label: string;
  /**
   * The fields this step fills, as a zod object (the server's schema, or a `.pick()` of it). The
   * step counts as finished when it was submitted and the flow's data still passes it.
   */
  schema?: z.ZodType;
  /** Whether the step applies given what was entered so far (for example family travellers). */
  when?: (data: Partial<D>) => boolean;
}

export interface Flow<D extends FlowData = FlowData> {
  /** Names the per-flow store (`flow:<id>` in session storage). */
  id: string;
  /** Bump when the shape of the data changes: a stored draft of another version is dropped. */
  version: number;
  steps: readonly FlowStep<D>[];
  /** Fields kept in memory only, never stored (passwords, card numbers): a reload forgets them. */
  transient?: readonly string[];
  /** A stored draft older than this is dropped (default: kept for the browser tab's life). */
  maxAgeMs?: number;
}

/** The state of one flow: its data and the steps the customer has submitted. */
export interface FlowState<D extends FlowData = FlowData> {
  data: Partial<D>;
  done: string[];
}

/** Declares a flow; a typed identity function, so the data type follows the steps. */
export function defineFlow<D extends FlowData>(flow: Flow<D>): Flow<D> {
  const keys = new Set<string>();
  for (const step of flow.steps) {
    if (!/^[a-z0-9-]+$/.test(step.key)) throw new Error(`Flow ${flow.id}: step key "${step.key}" must be lowercase letters, digits and dashes`);
    if (keys.has(step.key)) throw new Error(`Flow ${flow.id}: step key "${step.key}" is used twice`);
    keys.add(step.key);
  }
  if (!flow.steps.length) throw new Error(`Flow ${flow.id} has no steps`);
  return flow;
}

export const emptyState = <D extends FlowData>(): FlowState<D> => ({ data: {}, done: [] });
