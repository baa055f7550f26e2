import { emptyState, type Flow, type FlowData, type FlowState } from './define';
import { forgetDrafts } from './drafts';
import { parseState, serialiseState, storageKey } from './storage';

/** A flow's draft in the browser: session storage for what may be kept, memory for transient fields. */
export interface FlowStore<D extends FlowData = FlowData> {
  /** The same object until the state changes (for useSyncExternalStore). */
  get(): FlowState<D>;
  set(state: FlowState<D>): void;
  /** Starts again from nothing (and tells the screens). */
  clear(): void;
  /**
   * Ends the flow: the stored draft is deleted, but the screen keeps showing the state it has
   * while it navigates away; the next mount starts empty.
   */
  forget(): void;
  subscribe(listener: () => void): () => void;
}

const stores = new Map<string, FlowStore>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the flow still works, it only forgets on reload
  }
}

/** One store per flow id and page, shared by every component that shows the flow. */
export function flowStore<D extends FlowData>(flow: Flow<D>): FlowStore<D> {
  const existing = stores.get(flow.id);
  if (existing) return existing as unknown as FlowStore<D>;
  let current: FlowState<D> | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const store: FlowStore<D> = {
    get() {
      current ??= parseState(flow, storage()?.getItem(storageKey(flow)));
      return current;
    },
    set(state) {
      current = state;
      try {
        storage()?.setItem(storageKey(flow), serialiseState(flow, state));
      } catch {
        // quota or privacy mode: kept in memory for this page
      }
      emit();
    },
    clear() {
      current = emptyState();
      storage()?.removeItem(storageKey(flow));
      forgetDrafts(flow.id, { prefix: true });
      emit();
    },
    forget() {
      storage()?.removeItem(storageKey(flow));
      forgetDrafts(flow.id, { prefix: true });
      stores.delete(flow.id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(flow.id, store as unknown as FlowStore);
  return store;
}
