import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Claim } from '@/lib/api/endpoints/claims';
import { ApiError } from '@/lib/api/errors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ClaimActions } from './ClaimActions';
import { approvedDecision, refusedDecision, testClaim } from './test-claim';

const getPayoutAccount = jest.fn();
const acceptClaimOffer = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ getPayoutAccount, acceptClaimOffer }) }));

function show(claim: Claim, locale: 'en' | 'ar' = 'en', onDone = jest.fn(), onChanged = jest.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClaimActions claim={claim} onDone={onDone} onChanged={onChanged} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return onDone;
}

const request = { id: 5, key: 'repair_estimate' as const, note: 'The garage\'s estimate, stamped.', requested_at: '2026-12-01T09:00:00+03:00', files: [], provided_at: null };
const decided = (actions: Claim['customer_actions']) => testClaim({ state: 'decided', decision: approvedDecision, net_fils: 1_250_750, pay_by: '2026-12-10', customer_actions: actions });
const p = en.claimPage;

beforeEach(() => {
  getPayoutAccount.mockReset().mockResolvedValue({ account: null });
  acceptClaimOffer.mockReset();
});

describe('what a claim offers the customer, by its state and the backend\'s actions', () => {
  it('offers an upload for each document asked for, only while the backend allows it', () => {
    show(testClaim({ state: 'documents', requests: [request], customer_actions: ['upload'] }));
    expect(screen.getByRole('heading', { name: p.requests.heading })).toBeInTheDocument();
    expect(screen.getByText(request.note)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Repair estimate, file 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.requests.send })).toBeInTheDocument();
  });

  it('lists a document asked for without an upload when the backend offers none', () => {
    show(testClaim({ state: 'review', requests: [{ ...request, provided_at: '2026-12-02T09:00:00+03:00', files: [{ id: 'f1', name: 'estimate.pdf', type: 'application/pdf' }] }] }));
    expect(screen.getByText('estimate.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: p.requests.send })).toBeNull();
  });

  it('shows the offer with the choice of payment and the dispute when the backend allows both', async () => {
    show(decided(['accept', 'dispute']));
    expect(screen.getByRole('radio', { name: new RegExp(p.settlement.transfer) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: new RegExp(p.settlement.cheque) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.settlement.accept })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.objection.disputeOpen })).toBeInTheDocument();
    // No account yet: the way to add one, back to this claim.
    expect(await screen.findByRole('link', { name: p.settlement.setUp })).toHaveAttribute('href', '/en/profile/payout-account?claim=42');
  });

  it('says by which day to answer the offer, and repeats it in the dispute', () => {
    show(decided(['accept', 'dispute']));
    expect(screen.getByTestId('answer-by')).toHaveTextContent(
      'Please answer by Saturday 2 January 2027: accept the amount, or tell us why you do not agree. After that day you can still accept it, but no longer dispute it.',
    );
    fireEvent.click(screen.getByRole('button', { name: p.objection.disputeOpen }));
    expect(screen.getByTestId('objection-until')).toHaveTextContent('You can send it until Saturday 2 January 2027.');
  });

  it('says by which day to answer the offer (Arabic)', () => {
    show(decided(['accept', 'dispute']), 'ar');
    expect(screen.getByTestId('answer-by')).toHaveTextContent(
      'يُرجى الرد حتى السبت 2 كانون الثاني 2027: اقبل المبلغ، أو أخبرنا لماذا لا توافق عليه. بعد هذا اليوم يبقى بإمكانك قبوله، لكن لا يمكنك الاعتراض عليه.',
    );
  });

  it('once the time to dispute is over, says so and still offers the accept', () => {
    show(decided(['accept']));
    expect(screen.getByTestId('answer-by')).toHaveTextContent('The time to dispute this amount ended on Saturday 2 January 2027. You can still accept it.');
    expect(screen.getByRole('button', { name: p.settlement.accept })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: p.objection.disputeOpen })).toBeNull();
  });

  it('tells the page when the offer answered is no longer the decision, and shows no error of its own', async () => {
    const onChanged = jest.fn();
    show(decided(['accept', 'dispute']), 'en', jest.fn(), onChanged);
    acceptClaimOffer.mockRejectedValue(new ApiError(409, 'claim_decision_changed', 'The decision changed.'));
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(p.settlement.cheque) }));
    fireEvent.click(screen.getByRole('button', { name: p.settlement.accept }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows neither accept nor dispute once the offer is accepted, but how it will be paid', () => {
    show({ ...decided([]), settlement: { method: 'transfer', iban_masked: 'JO•• •••• •••• 0302', accepted_at: '2026-12-04T10:00:00+03:00', cheque_id: null, cheque_place: null, transfer_reference: null, paid_at: null } });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: p.objection.disputeOpen })).toBeNull();
    expect(screen.getByText(/JO•• •••• •••• 0302/)).toBeInTheDocument();
  });

  it('refuses a transfer without an account, and accepts a cheque', async () => {
    const onDone = show(decided(['accept', 'dispute']));
    await screen.findByText(p.settlement.noAccount);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(p.settlement.transfer) }));
    fireEvent.click(screen.getByRole('button', { name: p.settlement.accept }));
    expect(await screen.findByText(p.settlement.needAccount)).toBeInTheDocument();
    expect(acceptClaimOffer).not.toHaveBeenCalled();

    const next = { ...decided([]), settlement: { method: 'cheque' as const, iban_masked: null, accepted_at: '2026-12-04T10:00:00+03:00', cheque_id: null, cheque_place: null, transfer_reference: null, paid_at: null } };
    acceptClaimOffer.mockResolvedValue({ claim: next });
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(p.settlement.cheque) }));
    fireEvent.click(screen.getByRole('button', { name: p.settlement.accept }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(next, p.settlement.accepted));
    // The acceptance names the approval it was given: its version and the amount shown.
    expect(acceptClaimOffer).toHaveBeenCalledWith({ params: { id: 42 }, body: { method: 'cheque', decision_version: 2, net_fils: 1_250_750 } });
  });

  it('gives a refusal its reason, the appeal while it is open, and the regulator (Arabic)', () => {
    show(testClaim({ state: 'refused', decision: refusedDecision, customer_actions: ['appeal'] }), 'ar');
    const a = ar.claimPage;
    expect(screen.getByRole('heading', { name: a.refused.heading })).toBeInTheDocument();
    expect(screen.getByText(refusedDecision.reason)).toBeInTheDocument();
    expect(screen.getByText(/2 كانون الثاني 2027/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: a.objection.appealOpen })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /البنك المركزي الأردني/ })).toHaveAttribute('href', 'https://www.cbj.gov.jo');
  });

  it('says the appeal time is over when the backend offers no appeal, and keeps the regulator', () => {
    show(testClaim({ state: 'refused', decision: refusedDecision, customer_actions: [] }));
    expect(screen.queryByRole('button', { name: p.objection.appealOpen })).toBeNull();
    expect(screen.getByText('The time to appeal ended on Saturday 2 January 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Central Bank of Jordan/ })).toBeInTheDocument();
  });
});
