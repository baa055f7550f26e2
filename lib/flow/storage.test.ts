import { defineFlow } from './define';
import { parseState, serialiseState, storageKey } from './storage';
import { flowStore } from './store';

const flow = defineFlow({ id: 'signup-test', version: 2, steps: [{ key: 'a', label: 'l' }], transient: ['password'], maxAgeMs: 60_000 });

describe('flow draft storage', () => {
  it('round-trips the data and the finished steps, without the transient fields', () => {
    const raw = serialiseState(flow, { data: { email: 'a@b.jo', password: 'Secret12' }, done: ['a'] }, 1000);
    expect(raw).not.toContain('Secret12');
    expect(parseState(flow, raw, 2000)).toEqual({ data: { email: 'a@b.jo' }, done: ['a'] });
  });

  it('drops drafts of another version, too old, or of the wrong shape', () => {
    const empty = { data: {}, done: [] };
    const good = serialiseState(flow, { data: { x: 1 }, done: [] }, 1000);
    expect(parseState({ ...flow, version: 3 }, good, 1000)).toEqual(empty);
    expect(parseState(flow, good, 1000 + 60_001)).toEqual(empty);
    for (const raw of [null, '', '{', 'null', '[]', '"x"', '{"v":2,"at":1,"data":[],"done":[]}', '{"v":2,"at":1,"data":{},"done":[1]}', '{"v":2,"data":{},"done":[]}']) {
      expect(parseState(flow, raw, 1000)).toEqual(empty);
    }
  });

  it('ignores a transient field someone wrote into storage', () => {
    const raw = JSON.stringify({ v: 2, at: 1000, data: { password: 'x', city: 'irbid' }, done: [] });
    expect(parseState(flow, raw, 1000).data).toEqual({ city: 'irbid' });
  });
});

describe('the browser store', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps transient fields in memory only and tells its listeners', () => {
    const store = flowStore(flow);
    const heard = jest.fn();
    const stop = store.subscribe(heard);
    store.set({ data: { email: 'a@b.jo', password: 'Secret12' }, done: ['a'] });
    expect(store.get().data).toEqual({ email: 'a@b.jo', password: 'Secret12' });
    expect(window.sessionStorage.getItem(storageKey(flow))).not.toContain('Secret12');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(store.get());
    stop();
  });

  it('forgets the draft on finish: the next mount starts empty', () => {
    const store = flowStore(flow);
    store.set({ data: { email: 'a@b.jo' }, done: ['a'] });
    store.forget();
    expect(window.sessionStorage.getItem(storageKey(flow))).toBeNull();
    expect(store.get().data).toEqual({ email: 'a@b.jo' });
    expect(flowStore(flow).get()).toEqual({ data: {}, done: [] });
  });
});
