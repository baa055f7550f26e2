import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { Claim } from '@/lib/api/endpoints/claims';
import { testClaim } from './test-claim';
import { ClaimHistory, ClaimSteps } from './ClaimTimeline';

const page = (claim: Claim) => render(
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman"><ClaimSteps claim={claim} /><ClaimHistory claim={claim} /></NextIntlClientProvider>,
);
const steps = () => within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
const event = (kind: Claim['timeline'][number]['kind'], extra: Partial<Claim['timeline'][number]> = {}): Claim['timeline'][number] => ({
  kind, at: '2026-11-22T10:00:00.000+03:00', by: { role: 'customerCare', name: 'Huda Nabil Sami Odeh' }, note: null, amount_fils: null, reference: null, file: null, ...extra,
});

it('marks the steps the claim went through and names the current one; a documents step never taken is left out', () => {
  const timeline = [...testClaim().timeline, event('assessor_booked'), event('assessed', { amount_fils: 1_200_000 }), event('approved', { amount_fils: 1_100_000 })];
  page(testClaim({ state: 'decided', timeline }));
  expect(steps().map((s) => s.textContent)).toEqual(['Reported', 'Assessment', 'Under review', 'Decided · now', 'Paid', 'Closed']);
  expect(steps().map((s) => s.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'done', 'todo', 'todo']);
});

it('shows a refusal made while documents were awaited as reached from that step, with no assessment or review it never had', () => {
  const timeline = [...testClaim().timeline, event('documents_requested', { note: 'Police report' }), event('refused', { note: 'Not covered' })];
  page(testClaim({ state: 'refused', timeline }));
  expect(steps().map((s) => s.textContent)).toEqual(['Reported', 'Documents needed', 'Refused · now']);
});

it('lists who did what and when, with the amount, reference and note each step carried', () => {
  const timeline = [...testClaim().timeline, event('approved', { amount_fils: 1_100_000, note: 'Less the tyres' }), event('cheque_issued', { amount_fils: 1_100_000, reference: '5000042' })];
  page(testClaim({ state: 'paid', timeline }));
  const history = within(screen.getByRole('region', { name: 'Who did what' })).getAllByRole('listitem');
  expect(history.map((h) => h.getAttribute('data-event'))).toEqual(['reported', 'approved', 'cheque_issued']);
  expect(history[1]).toHaveTextContent('Claim approved · 22-11-2026, 10:00 AMHuda Nabil Sami Odeh (customer care)JOD 1,100Less the tyres');
  expect(history[2]).toHaveTextContent('Reference 5000042');
});
