import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ClaimDue } from './ClaimDue';
import { approvedDecision, testClaim } from './test-claim';

/**
 * Approved Thursday 3 December 2026, to be paid by Thursday 10 December (5 working days); the cheque settled
 * on Monday 7 December is ready on Monday 21 December: the day to pay by is missed before it comes.
 */
const issued = testClaim({
  state: 'decided', decision: approvedDecision, net_fils: 1_250_750, pay_by: '2026-12-10', cheque_ready_on: '2026-12-21',
  due: { kind: 'payment', by: '2026-12-10', working_days: 5, overdue: true },
  settlement: {
    method: 'cheque', iban_masked: null, accepted_at: '2026-12-04T10:00:00+03:00', cheque_id: '5000042', cheque_place: 'Claims office',
    transfer_reference: null, paid_at: null,
  },
});

const wrap = (locale: 'en' | 'ar') =>
  render(<NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman"><ClaimDue claim={issued} /></NextIntlClientProvider>);

describe('the day to pay by, for a cheque issued', () => {
  it('says the deadline is missed when the cheque is ready after it, with the day it is ready', () => {
    wrap('en');
    expect(screen.getByTestId('claim-due')).toHaveTextContent('The company must pay you by Thursday 10 December 2026 — 5 working days from the approval');
    expect(screen.getByText(/^Your cheque can be collected only on Monday 21 December 2026, after this day\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /06 500 0077/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('says it in Arabic', () => {
    wrap('ar');
    expect(screen.getByText(/^لا يمكن استلام الشيك إلا يوم الاثنين 21 كانون الأول 2026، أي بعد هذا الموعد\./)).toBeInTheDocument();
  });

  it('keeps the usual words when no cheque is late', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman">
        <ClaimDue claim={{ ...issued, cheque_ready_on: '2026-12-09', due: { kind: 'payment', by: '2026-12-10', working_days: 5, overdue: false } }} />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByText(/Your cheque can be collected only/)).toBeNull();
  });
});
