import { emptyState, type Flow, type FlowData, type FlowState } from './define';

/** The session-storage key of a flow's draft. */
export const storageKey = (flow: Pick<Flow, 'id'>) => `flow:${flow.id}`;

interface Stored {
  v: number;
  at: number;
  data: FlowData;
  done: string[];
}

/** The draft as stored: versioned and dated, without the flow's transient fields. */
export function serialiseState<D extends FlowData>(flow: Flow<D>, state: FlowState<D>, now = Date.now()): string {
  const data = Object.fromEntries(Object.entries(state.data).filter(([key]) => !flow.transient?.includes(key)));
  return JSON.stringify({ v: flow.version, at: now, data, done: state.done } satisfies Stored);
}

/**
 * Reads a stored draft; anything unreadable, of another version, too old or of the wrong shape
 * gives an empty state (the customer starts again rather than meets an error).
 */
export function parseState<D extends FlowData>(flow: Flow<D>, raw: string | null | undefined, now = Date.now()): FlowState<D> {
  if (!raw) return emptyState();
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return emptyState();
  }
  if (typeof stored !== 'object' || stored === null) return emptyState();
  const { v, at, data, done } = stored as Partial<Stored>;
  if (v !== flow.version || typeof at !== 'number') return emptyState();
  if (flow.maxAgeMs !== undefined && now - at > flow.maxAgeMs) return emptyState();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return emptyState();
  if (!Array.isArray(done) || !done.every((k) => typeof k === 'string')) return emptyState();
  const transient = flow.transient ?? [];
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !transient.includes(key)));
  return { data: kept as Partial<D>, done };
}
