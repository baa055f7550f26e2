import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ClaimDue } from './ClaimDue';
import { DecisionLines } from './DecisionLines';
import { approvedDecision, testClaim } from './test-claim';

const wrap = (locale: 'en' | 'ar', node: ReactNode) =>
  render(<NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">{node}</NextIntlClientProvider>);

describe('the decision\'s lines', () => {
  it('lists the loss, the excess and each deduction with its reason, and what is paid, with fils', () => {
    wrap('en', <DecisionLines decision={approvedDecision} />);
    const rows = [...screen.getByTestId('decision-lines').children].map((row) => [...row.children].map((cell) => cell.textContent).join(' ').replace(/\s+/g, ' '));
    expect(rows).toEqual([
      'Amount of the loss JOD 1,500',
      'Excess (your share under the contract) −JOD 100',
      'Deducted: Wear of the rear bumper −JOD 149.250',
      'What you are paid JOD 1,250.750',
    ]);
    expect(screen.getByText(approvedDecision.note)).toBeInTheDocument();
  });

  it('writes the amounts in Arabic with the dinar\'s name, the minus against the number', () => {
    wrap('ar', <DecisionLines decision={approvedDecision} />);
    expect(screen.getByTestId('decision-net')).toHaveTextContent('1,250.750 دينار أردني');
    expect(screen.getByTestId('decision-lines')).toHaveTextContent('\u2066\u2212149.250\u2069 دينار أردني');
  });
});

describe('the company\'s deadline on the claim page', () => {
  const decided = testClaim({ state: 'decided', decision: approvedDecision, net_fils: 1_250_750, pay_by: '2026-12-10', due: { kind: 'payment', by: '2026-12-10', working_days: 5, overdue: false } });

  it('says by which day the company must pay, counted as Jordan\'s rules count it', () => {
    wrap('en', <ClaimDue claim={decided} />);
    expect(screen.getByTestId('claim-due')).toHaveTextContent(
      'The company must pay you by Thursday 10 December 2026 — 5 working days from the approval, as Jordan\'s rules require.',
    );
    expect(screen.getByText(en.claimPage.due.workingDays)).toBeInTheDocument();
  });

  it('says it in Arabic, with Jordan\'s month names and the plural of working days', () => {
    wrap('ar', <ClaimDue claim={decided} />);
    expect(screen.getByTestId('claim-due')).toHaveTextContent('على الشركة أن تدفع لك قبل نهاية يوم الخميس 10 كانون الأول 2026، أي خلال 5 أيام عمل من الموافقة');
  });

  it('marks a passed date and gives the claims line to call', () => {
    wrap('en', <ClaimDue claim={testClaim({ state: 'review', due: { kind: 'decision', by: '2026-12-01', working_days: 10, overdue: true } })} />);
    expect(screen.getByTestId('claim-due')).toHaveTextContent('The company must decide on your claim by Tuesday 1 December 2026 — 10 working days');
    expect(screen.getByRole('link', { name: /06 500 0077/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('says the company waits for the customer\'s documents when no deadline runs', () => {
    wrap('en', <ClaimDue claim={testClaim({ state: 'documents' })} />);
    expect(screen.getByText(en.claimPage.due.waiting)).toBeInTheDocument();
  });
});
