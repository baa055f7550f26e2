import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import type { Claim } from '@/lib/api/endpoints/claims';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ClaimScreen } from './ClaimScreen';
import { approvedDecision, testClaim } from './test-claim';

const getMyClaim = jest.fn();
const getPayoutAccount = jest.fn();
const acceptClaimOffer = jest.fn();
const disputeClaimOffer = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ getMyClaim, getPayoutAccount, acceptClaimOffer, disputeClaimOffer }) }));

function show(claim: Claim, locale: 'en' | 'ar' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })}>
        <ClaimScreen initial={claim} facts={null} mobile="0791234567" />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** The offer the tab was opened on (JOD 1,250.750, the desk's second decision), and the one that replaced it. */
const offered = testClaim({ state: 'decided', decision: approvedDecision, net_fils: 1_250_750, customer_actions: ['accept', 'dispute'] });
const replaced = testClaim({
  state: 'decided', version: 9, net_fils: 1_400_000, customer_actions: ['accept', 'dispute'],
  decision: { ...approvedDecision, version: 3, gross_fils: 1_500_000, deductions: [], net_fils: 1_400_000 },
});
const changed = () => new ApiError(409, 'claim_decision_changed', 'The decision on this claim changed after you opened it.');

beforeEach(() => {
  getPayoutAccount.mockReset().mockResolvedValue({ account: null });
  getMyClaim.mockReset().mockResolvedValue({ claim: replaced });
  acceptClaimOffer.mockReset().mockRejectedValue(changed());
  disputeClaimOffer.mockReset().mockRejectedValue(changed());
});

describe('an answer to a decision that changed while the page was open', () => {
  it('says so, reads the claim again and shows the new amount to accept (English)', async () => {
    show(offered);
    expect(screen.getByTestId('decision-net')).toHaveTextContent('JOD 1,250.750');
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(en.claimPage.settlement.cheque) }));
    fireEvent.click(screen.getByRole('button', { name: en.claimPage.settlement.accept }));
    const notice = await screen.findByTestId('claim-notice');
    expect(notice).toHaveTextContent(
      'The decision changed while this page was open, so your answer was not sent. The decision as it now stands is shown below: read it again before you answer.',
    );
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(screen.getByTestId('decision-net')).toHaveTextContent('JOD 1,400'));
    expect(getMyClaim).toHaveBeenCalledWith({ params: { id: 42 } });
    expect(screen.queryByRole('alert')).toBeNull();

    // The form now names the new decision.
    acceptClaimOffer.mockReset().mockResolvedValue({ claim: { ...replaced, customer_actions: [] } });
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(en.claimPage.settlement.cheque) }));
    fireEvent.click(screen.getByRole('button', { name: en.claimPage.settlement.accept }));
    expect(await screen.findByText(en.claimPage.settlement.accepted)).toBeInTheDocument();
    expect(acceptClaimOffer).toHaveBeenCalledWith({ params: { id: 42 }, body: { method: 'cheque', decision_version: 3, net_fils: 1_400_000 } });
  });

  it('says so in Arabic after a dispute of the old amount', async () => {
    show(offered, 'ar');
    fireEvent.click(screen.getByRole('button', { name: ar.claimPage.objection.disputeOpen }));
    fireEvent.change(screen.getByLabelText(ar.claimPage.objection.disputeLabel), { target: { value: 'طلب الكراج 800 دينار للإصلاح.' } });
    fireEvent.click(screen.getByRole('button', { name: ar.claimPage.objection.disputeSend }));
    expect(await screen.findByTestId('claim-notice')).toHaveTextContent(
      'تغيّر القرار بينما كانت هذه الصفحة مفتوحة، فلم تُرسَل إجابتك. القرار كما هو الآن معروض أدناه: اقرأه مرة أخرى قبل أن تردّ.',
    );
    expect(disputeClaimOffer).toHaveBeenCalledWith({ params: { id: 42 }, body: { note: 'طلب الكراج 800 دينار للإصلاح.', decision_version: 2, upload_id: null, net_fils: 1_250_750 } });
    await waitFor(() => expect(screen.getByTestId('decision-net')).toHaveTextContent('1,400 دينار أردني'));
  });
});
