import { z } from 'zod';
import { defineFlow, emptyState, type FlowState } from './define';
import { activeSteps, firstUnfinished, prefillState, resolveStep, stepAfter, stepBefore, submitStep } from './resolve';

type Trip = { kind: 'single' | 'family'; days: number; travellers: string[]; agreed: boolean };

const trip = defineFlow<Trip>({
  id: 'trip',
  version: 1,
  steps: [
    { key: 'trip', label: 'x.trip', schema: z.object({ kind: z.enum(['single', 'family']), days: z.number().int().positive() }) },
    { key: 'family', label: 'x.family', schema: z.object({ travellers: z.array(z.string()).min(1) }), when: (d) => d.kind === 'family' },
    { key: 'review', label: 'x.review' },
    { key: 'pay', label: 'x.pay', schema: z.object({ agreed: z.literal(true) }) },
  ],
});

const keys = (steps: { key: string }[]) => steps.map((s) => s.key);
const state = (data: Partial<Trip>, done: string[]): FlowState<Trip> => ({ data, done });

describe('step resolution', () => {
  it('skips steps whose condition does not hold', () => {
    expect(keys(activeSteps(trip, {}))).toEqual(['trip', 'review', 'pay']);
    expect(keys(activeSteps(trip, { kind: 'family' }))).toEqual(['trip', 'family', 'review', 'pay']);
  });

  it('opens the first step when nothing is entered, whatever the link asks', () => {
    expect(resolveStep(trip, emptyState(), 'pay')).toMatchObject({ index: 0, redirect: true, step: { key: 'trip' } });
    expect(resolveStep(trip, emptyState(), null)).toMatchObject({ index: 0, redirect: true });
    expect(resolveStep(trip, emptyState(), 'trip')).toMatchObject({ index: 0, redirect: false });
  });

  it('sends a deep link to the first unfinished step', () => {
    const s = state({ kind: 'family', days: 5 }, ['trip']);
    expect(resolveStep(trip, s, 'pay')).toMatchObject({ step: { key: 'family' }, index: 1, redirect: true });
    expect(firstUnfinished(trip, s)).toBe(1);
  });

  it('lets the customer go back to any finished step and stay there', () => {
    const s = state({ kind: 'single', days: 5 }, ['trip', 'review']);
    expect(resolveStep(trip, s, 'trip')).toMatchObject({ index: 0, redirect: false });
    expect(resolveStep(trip, s, 'pay')).toMatchObject({ index: 2, redirect: false });
  });

  it('treats a submitted step whose data no longer passes its schema as unfinished', () => {
    const s = state({ kind: 'single', days: -1 }, ['trip', 'review']);
    expect(resolveStep(trip, s, 'pay')).toMatchObject({ step: { key: 'trip' }, redirect: true });
  });

  it('does not count a step as finished before it is submitted, even when its schema passes', () => {
    expect(resolveStep(trip, state({ kind: 'single', days: 2 }, []), 'review')).toMatchObject({ step: { key: 'trip' } });
  });

  it('redirects an unknown or skipped step', () => {
    const s = state({ kind: 'single', days: 5 }, ['trip']);
    expect(resolveStep(trip, s, 'family')).toMatchObject({ step: { key: 'review' }, redirect: true });
    expect(resolveStep(trip, s, '../admin')).toMatchObject({ step: { key: 'review' }, redirect: true });
  });

  it('stays on the last step when everything is finished', () => {
    const s = state({ kind: 'single', days: 5, agreed: true }, ['trip', 'review', 'pay']);
    expect(resolveStep(trip, s, 'nope')).toMatchObject({ step: { key: 'pay' }, index: 2 });
  });

  it('finds the next and previous steps with the conditions applied to the new data', () => {
    const s = submitStep(emptyState<Trip>(), 'trip', { kind: 'family', days: 3 });
    expect(s.done).toEqual(['trip']);
    expect(stepAfter(trip, s, 'trip')?.key).toBe('family');
    expect(stepAfter(trip, { ...s, data: { kind: 'single' } }, 'trip')?.key).toBe('review');
    expect(stepBefore(trip, s, 'review')?.key).toBe('family');
    expect(stepBefore(trip, s, 'trip')).toBeNull();
    expect(stepAfter(trip, s, 'pay')).toBeNull();
  });

  it('keeps entries when a step is submitted again', () => {
    const once = submitStep(emptyState<Trip>(), 'trip', { kind: 'single', days: 3 });
    const twice = submitStep(once, 'trip', { days: 4 });
    expect(twice).toEqual({ data: { kind: 'single', days: 4 }, done: ['trip'] });
  });

  it('refuses a flow with a bad or repeated step key', () => {
    expect(() => defineFlow({ id: 'x', version: 1, steps: [{ key: 'A b', label: 'l' }] })).toThrow();
    expect(() => defineFlow({ id: 'x', version: 1, steps: [{ key: 'a', label: 'l' }, { key: 'a', label: 'l' }] })).toThrow();
  });
});

describe('starting from answers given before', () => {
  it('marks the steps they finish and opens the first unfinished one', () => {
    const { state: after, step } = prefillState(trip, emptyState(), { kind: 'single', days: 5 }, ['trip']);
    expect(after).toEqual({ data: { kind: 'single', days: 5 }, done: ['trip'] });
    expect(step.key).toBe('review');
    // The URL may name the first step by then (the guard's redirect of the empty flow): the new step wins there.
    expect(resolveStep(trip, after, step.key)).toMatchObject({ redirect: false, step: { key: 'review' } });
  });

  it('a step the answers do not satisfy stays unfinished', () => {
    expect(prefillState(trip, emptyState(), { kind: 'family', days: 5 }, ['trip', 'family']).step.key).toBe('family');
  });
});
