import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Claim } from '@/lib/api/endpoints/claims';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { PaidPanel } from './PaidPanel';
import { approvedDecision, testClaim } from './test-claim';

const PLACE = { en: 'Claims office, Al-Madina Al-Munawara Street 45, Amman, Jordan', ar: 'دائرة المطالبات، شارع المدينة المنورة 45، عمّان، الأردن' };

function show(claim: Claim, locale: 'en' | 'ar' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <PaidPanel claim={claim} settlement={claim.settlement!} mobile="0791234567" />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('claim-paid');
}

/** Approved on Thursday 3 December 2026, to be paid by Thursday 10 December; the cheque settled on Monday 7 December. */
const chequeClaim = (over: Partial<Claim>, locale: 'en' | 'ar' = 'en'): Claim => testClaim({
  state: 'decided', decision: approvedDecision, net_fils: 1_250_750, pay_by: '2026-12-10', cheque_ready_on: '2026-12-21',
  settlement: {
    method: 'cheque', iban_masked: null, accepted_at: '2026-12-04T10:00:00+03:00', cheque_id: '5000042', cheque_place: PLACE[locale],
    transfer_reference: null, paid_at: null,
  },
  ...over,
});

/** The order the panel reads in: each text's place in the panel's text. */
const at = (panel: HTMLElement, text: string) => panel.textContent!.indexOf(text);
/** A whole sentence of the panel, dates and codes in their own elements inside it. */
const sentence = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

describe('the money on a claim', () => {
  it('calls a cheque under processing issued, not paid, with the day and place it is ready, the amount and number first', () => {
    const panel = show(chequeClaim({}));
    expect(within(panel).getByRole('heading', { name: 'Cheque issued, ready on Monday 21 December 2026' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Paid' })).toBeNull();
    expect(within(panel).getByTestId('claim-paid-amount')).toHaveTextContent('JOD 1,250.750');
    expect(within(panel).getByText('5000042')).toBeInTheDocument();
    expect(within(panel).getByText(`Collect it at ${PLACE.en}; bring your identity card.`)).toBeInTheDocument();
    expect(within(panel).queryByText(/Paid on/)).toBeNull();
    expect(at(panel, '1,250.750')).toBeLessThan(at(panel, '5000042'));
    expect(at(panel, 'Cheque issued')).toBeLessThan(at(panel, '1,250.750'));
    expect(at(panel, '5000042')).toBeLessThan(at(panel, 'Collect it'));
    expect(within(panel).getByRole('link', { name: en.claimPage.paid.chequeLookup })).toHaveAttribute('href', '/en/cheques/5000042/0791234567');
  });

  it('says the same in Arabic', () => {
    const panel = show(chequeClaim({}, 'ar'), 'ar');
    expect(within(panel).getByRole('heading', { name: 'صدر الشيك، ويكون جاهزاً يوم الاثنين 21 كانون الأول 2026' })).toBeInTheDocument();
    expect(within(panel).getByTestId('claim-paid-amount')).toHaveTextContent('1,250.750 دينار أردني');
    expect(within(panel).getByText('رقم الشيك')).toBeInTheDocument();
    expect(within(panel).getByText(`استلمه من ${PLACE.ar}، وأحضر معك بطاقتك الشخصية.`)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: ar.claimPage.paid.chequeLookup })).toHaveAttribute('href', '/ar/cheques/5000042/0791234567');
  });

  it('calls a cheque paid once ready, since its ready day, and says the money came after the day to pay by', () => {
    const panel = show(chequeClaim({ state: 'paid', settlement: { ...chequeClaim({}).settlement!, paid_at: '2026-12-20T21:00:00.000Z' } }));
    expect(within(panel).getByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(within(panel).getByText(sentence(`Ready to collect at ${PLACE.en} since 21-12-2026; bring your identity card.`))).toBeInTheDocument();
    expect(within(panel).getByText(sentence('The company had to pay by 10-12-2026; the money could be reached only on 21-12-2026.'))).toBeInTheDocument();
    expect(within(panel).queryByText(/^Collect it at/)).toBeNull();
    expect(within(panel).queryByRole('heading', { name: /Cheque issued/ })).toBeNull();
  });

  it('in Arabic too, a cheque paid late', () => {
    const panel = show(chequeClaim({ state: 'paid', settlement: { ...chequeClaim({}, 'ar').settlement!, paid_at: '2026-12-20T21:00:00.000Z' } }, 'ar'), 'ar');
    expect(within(panel).getByRole('heading', { name: 'تم الدفع' })).toBeInTheDocument();
    expect(within(panel).getByText(sentence(`جاهز للاستلام من ${PLACE.ar} منذ 21-12-2026؛ أحضر معك بطاقتك الشخصية.`))).toBeInTheDocument();
    expect(within(panel).getByText(sentence('كان على الشركة أن تدفع قبل نهاية يوم 10-12-2026، ولم يصبح المبلغ في متناولك إلا يوم 21-12-2026.'))).toBeInTheDocument();
  });

  it('leads a transfer with its amount and the bank\'s reference, paid when sent, on time (Arabic)', () => {
    const panel = show(testClaim({
      state: 'paid', decision: approvedDecision, net_fils: 1_250_750, pay_by: '2026-12-10',
      settlement: {
        method: 'transfer', iban_masked: 'JO•• •••• •••• 0302', accepted_at: '2026-12-04T10:00:00+03:00', cheque_id: null, cheque_place: null,
        transfer_reference: 'TRX-55821', paid_at: '2026-12-06T10:00:00+03:00',
      },
    }), 'ar');
    expect(within(panel).getByRole('heading', { name: 'تم الدفع' })).toBeInTheDocument();
    expect(within(panel).getByText('رقم مرجع الحوالة')).toBeInTheDocument();
    expect(within(panel).getByText('TRX-55821')).toBeInTheDocument();
    expect(within(panel).getByText(sentence('دُفع المبلغ بتاريخ 06-12-2026.'))).toBeInTheDocument();
    expect(at(panel, '1,250.750')).toBeLessThan(at(panel, 'TRX-55821'));
    expect(at(panel, 'TRX-55821')).toBeLessThan(at(panel, 'دُفع المبلغ'));
    expect(within(panel).queryByText(/كان على الشركة/)).toBeNull();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('shows a transfer in English with the account it went to', () => {
    const panel = show(testClaim({
      state: 'paid', decision: approvedDecision, net_fils: 1_250_750, pay_by: '2026-12-10',
      settlement: {
        method: 'transfer', iban_masked: 'JO•• •••• •••• 0302', accepted_at: '2026-12-04T10:00:00+03:00', cheque_id: null, cheque_place: null,
        transfer_reference: 'TRX-55821', paid_at: '2026-12-06T10:00:00+03:00',
      },
    }));
    expect(within(panel).getByText('Transfer reference')).toBeInTheDocument();
    expect(within(panel).getByText(sentence('Paid on 06-12-2026.'))).toBeInTheDocument();
    expect(within(panel).getByText(/JO•• •••• •••• 0302/)).toBeInTheDocument();
  });
});
