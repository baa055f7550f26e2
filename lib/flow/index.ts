/**
 * Step flows (purchases, renewals, Lababak, sign-up): the step in the URL (`?step=<key>`), the
 * entries in a per-flow session-storage draft (versioned, cleared on finish), a guard that sends a
 * deep link to the first unfinished step, one step indicator. Usage:
 *
 *   const travelFlow = defineFlow<TravelData>({ id: 'travel', version: 1, steps: [
 *     { key: 'trip', label: 'travel.steps.trip', schema: tripSchema },
 *     { key: 'family', label: 'travel.steps.family', schema: familySchema, when: (d) => d.kind === 'family' },
 *     { key: 'review', label: 'travel.steps.review' },                       // no schema: done once submitted
 *   ] });
 *   function TravelPurchase() {                                              // under <Suspense> (reads the URL)
 *     const flow = useStepFlow(travelFlow);                                 // components/flow/useStepFlow
 *     return <FlowShell flow={flow}>{flow.step.key === 'trip' ? <TripStep values={flow.data} onDone={flow.next} onBack={flow.back} /> : …}</FlowShell>;
 *   }                                                                        // a step's form ends with <StepNav onBack={flow.back} />
 *
 * `flow.next(values)` saves and moves on, `flow.finish()` deletes the draft once the server accepted it.
 * Secrets go in `transient: ['password']` (memory only). Step schemas are zod objects from lib/validation.
 */
export { defineFlow, emptyState, type Flow, type FlowData, type FlowState, type FlowStep } from './define';
export { activeSteps, firstUnfinished, isStepFinished, prefillState, resolveStep, stepAfter, stepBefore, submitStep } from './resolve';
export { parseState, serialiseState, storageKey } from './storage';
export { flowStore, type FlowStore } from './store';
