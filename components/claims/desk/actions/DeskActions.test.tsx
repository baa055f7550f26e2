import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import type { Claim } from '@/lib/api/endpoints/claims';
import { testClaim } from '../test-claim';
import { DeskActions } from './DeskActions';

const api = { requestClaimDocuments: jest.fn(), settleClaim: jest.fn(), recordClaimAssessment: jest.fn(), closeClaim: jest.fn() };
jest.mock('@/lib/api/browser', () => ({ browserApi: () => api }));

const w = en.claimsDesk.actions;

function page(claim: Claim) {
  const ui = (c: Claim) => (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}><DeskActions claim={c} /></QueryClientProvider>
    </NextIntlClientProvider>
  );
  const view = render(ui(claim));
  return { ...view, again: (c: Claim) => view.rerender(ui(c)) };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const result = () => screen.getByTestId('desk-result');

beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

it('offers only the steps the backend allows now, and says so when there is none', () => {
  const { again } = page(testClaim({ desk_actions: ['request_documents', 'approve', 'refuse'] }));
  const offered = screen.getAllByRole('button').map((b) => b.textContent);
  expect(offered).toEqual([w.open.request_documents, w.open.approve, w.open.refuse]);
  again(testClaim({ desk_actions: ['close'] }));
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([w.open.close]);
  again(testClaim({ desk_actions: [] }));
  expect(screen.queryAllByRole('button')).toHaveLength(0);
  expect(screen.getByText(w.none)).toBeInTheDocument();
});

it('opens a step’s form, and closes it once the claim no longer allows it', () => {
  const { again } = page(testClaim({ desk_actions: ['approve', 'refuse'] }));
  fireEvent.click(screen.getByRole('button', { name: w.open.refuse }));
  expect(screen.getByRole('button', { name: w.open.refuse })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('form', { name: w.refuse.title })).toBeInTheDocument();
  again(testClaim({ state: 'decided', desk_actions: [] }));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('asks for documents: another document needs its note; each is sent with its note', async () => {
  api.requestClaimDocuments.mockResolvedValue({ claim: testClaim({ state: 'documents', desk_actions: [] }) });
  page(testClaim({ desk_actions: ['request_documents'] }));
  fireEvent.click(screen.getByRole('button', { name: w.open.request_documents }));
  fireEvent.click(screen.getByRole('button', { name: w.request.submit }));
  expect(await screen.findByText(en.claims.validation.document)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Document 1'), { target: { value: 'police_report' } });
  fireEvent.click(screen.getByRole('button', { name: w.request.add }));
  fireEvent.change(screen.getByLabelText('Document 2'), { target: { value: 'other' } });
  fireEvent.click(screen.getByRole('button', { name: w.request.submit }));
  expect(await screen.findByText(en.claims.validation.otherNote)).toBeInTheDocument();
  expect(api.requestClaimDocuments).not.toHaveBeenCalled();
  type('Note to the customer on document 2', 'The garage’s invoice');
  fireEvent.click(screen.getByRole('button', { name: w.request.submit }));
  await waitFor(() => expect(api.requestClaimDocuments).toHaveBeenCalledWith({
    params: { id: 42 },
    body: { version: 3, documents: [{ key: 'police_report', note: '' }, { key: 'other', note: 'The garage’s invoice' }] },
  }));
  await waitFor(() => expect(result()).toHaveTextContent(w.done.request_documents));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('settles a claim the customer accepted by cheque: no reference asked, the cheque’s number in the answer', async () => {
  const settlement = { method: 'cheque' as const, iban_masked: null, accepted_at: '2026-11-22T10:00:00.000+03:00', cheque_id: null, cheque_place: null, transfer_reference: null, paid_at: null };
  const accepted = testClaim({ state: 'decided', settlement, desk_actions: ['settle'] });
  // Issued, not paid: the claim stays decided until the cheque's ready day.
  api.settleClaim.mockResolvedValue({ claim: { ...accepted, version: 4, cheque_ready_on: '2026-12-06', settlement: { ...settlement, cheque_id: '80012345', cheque_place: 'Claims office, Amman' }, desk_actions: [] } });
  page(accepted);
  fireEvent.click(screen.getByRole('button', { name: w.open.settle }));
  expect(screen.queryByLabelText(w.settle.reference)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: w.settle.submit.cheque }));
  await waitFor(() => expect(api.settleClaim).toHaveBeenCalledWith({ params: { id: 42 }, body: { version: 3, method: 'cheque', transfer_reference: '' } }));
  await waitFor(() => expect(result()).toHaveTextContent('The cheque is issued: number 80012345, ready on 06-12-2026. The claim becomes paid on that day.'));
});

it('settles a transfer only with the bank’s reference', async () => {
  const settlement = { method: 'transfer' as const, iban_masked: 'JO•• •••• •••• 0302', accepted_at: '2026-11-22T10:00:00.000+03:00', cheque_id: null, cheque_place: null, transfer_reference: null, paid_at: null };
  const accepted = testClaim({ state: 'decided', settlement, desk_actions: ['settle'] });
  api.settleClaim.mockResolvedValue({ claim: { ...accepted, settlement: { ...settlement, transfer_reference: 'FT-2026-7781' }, desk_actions: [] } });
  page(accepted);
  fireEvent.click(screen.getByRole('button', { name: w.open.settle }));
  expect(screen.getByText('JO•• •••• •••• 0302')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: w.settle.submit.transfer }));
  expect(await screen.findByText(en.claims.validation.transferReference)).toBeInTheDocument();
  type(w.settle.reference, 'FT-2026-7781');
  fireEvent.click(screen.getByRole('button', { name: w.settle.submit.transfer }));
  await waitFor(() => expect(result()).toHaveTextContent('The transfer is recorded: reference FT-2026-7781.'));
});

it('a 409 claim_changed says another person moved the claim on; another refusal is said on the form', async () => {
  api.closeClaim.mockRejectedValueOnce(new ApiError(409, 'claim_changed', 'changed')).mockRejectedValueOnce(new ApiError(503, 'network_error', 'down'));
  page(testClaim({ state: 'paid', desk_actions: ['close'] }));
  fireEvent.click(screen.getByRole('button', { name: w.open.close }));
  fireEvent.click(screen.getByRole('button', { name: w.close.submit }));
  await waitFor(() => expect(result()).toHaveTextContent(w.changed));
  fireEvent.click(screen.getByRole('button', { name: w.close.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.network_error);
});
