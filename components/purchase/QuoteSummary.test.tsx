import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import { ApiError } from '@/lib/api/errors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { QuoteSummary } from './QuoteSummary';

const startPayment = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ startPayment }) }));

const corolla: Quotation = {
  quotation_id: '6f1c2a1e-3a5b-4c1d-9e8f-0a1b2c3d4e5f', kind: 'motor-renewal',
  premium: 464, offer: { title: '15% off comprehensive car insurance', percent: 15, amount: 69.6 }, fees: 5, tax: 3.94, total: 403.34,
  currency: 'JOD', valid_until: '2026-11-25T12:00:00.000Z',
  terms: { document: 'motor-comprehensive-terms', version: '2026.1', title: 'Comprehensive Motor Insurance: Policy Terms', declaration: 'car' },
};
/** A car bought online (not renewed), third party: its own declaration, never the home's. */
const elantra: Quotation = {
  ...corolla, kind: 'motor', offer: null, premium: 130, total: 136.3,
  terms: { document: 'motor-third-party-terms', version: '2026.2', title: 'Third-Party Motor Insurance: Policy Terms', declaration: 'car' },
};

function summary(quote: () => Promise<Quotation>, locale: 'en' | 'ar' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}><QuoteSummary quote={quote} details={[]} onBack={() => {}} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => startPayment.mockReset());

describe('the summary before paying', () => {
  it.each(['en', 'ar'] as const)('a birth date the account already holds otherwise says how to have it corrected, with the ways to reach the company (%s)', async (locale) => {
    const words = locale === 'ar' ? ar : en;
    summary(async () => { throw new ApiError(400, 'birth_date_fixed', 'fixed', { birth_date: 'purchase.validation.birthDateFixed' }); }, locale);
    const refusal = await screen.findByRole('heading', { name: words.purchase.summary.birthDateFixedTitle });
    const box = refusal.closest('section')!;
    expect(box).toHaveTextContent(words.purchase.errors.birth_date_fixed);
    expect(box.querySelector('a[href$="/dashboard/contact-us"]')).not.toBeNull();
    expect(box.querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  it('shows the offer as its own line between the premium and the fee', async () => {
    summary(async () => corolla);
    const offer = await screen.findByTestId('quote-offer');
    expect(offer).toHaveTextContent('Offer: 15% off comprehensive car insurance');
    expect(offer).toHaveTextContent(/−JOD\s69\.600/);
    expect(screen.getByTestId('quote-total')).toHaveTextContent(/403\.340/);
  });

  it('links the terms document and refuses to pay until the box is ticked, then sends what was ticked', async () => {
    summary(async () => corolla);
    const link = await screen.findByRole('link', { name: 'Comprehensive Motor Insurance: Policy Terms' });
    expect(link).toHaveAttribute('href', '/en/documents/motor-comprehensive-terms');
    expect(link).toHaveAttribute('target', '_blank');
    const box = screen.getByRole('checkbox', { name: /I have read and accept the Comprehensive Motor Insurance: Policy Terms \(version 2026\.1\s?\)\. I declare that the car/ });
    expect(box).not.toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText(en.purchase.terms.required)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(startPayment).not.toHaveBeenCalled();

    startPayment.mockResolvedValue({ payment_id: 'p', status: 'pending', redirect_url: '#paid' });
    fireEvent.click(box);
    expect(screen.queryByText(en.purchase.terms.required)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(startPayment).toHaveBeenCalledWith({
      body: { quote_id: corolla.quotation_id, accept_terms: { document: 'motor-comprehensive-terms', version: '2026.1' } },
    }));
  });

  it('when the terms changed meanwhile: says so, shows the current version unticked', async () => {
    const quote = jest.fn().mockResolvedValueOnce(corolla).mockResolvedValueOnce({ ...corolla, terms: { ...corolla.terms!, version: '2026.2' } });
    startPayment.mockRejectedValue(new ApiError(409, 'terms_changed', 'The terms have changed'));
    summary(quote);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText(en.purchase.errors.terms_changed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /version 2026\.2/ })).not.toBeChecked());
  });

  it('in Arabic: the offer line, the terms and the declarations of the product', async () => {
    summary(async () => ({ ...corolla, offer: { ...corolla.offer!, title: 'خصم 15% على التأمين الشامل للسيارات' }, terms: { ...corolla.terms!, title: 'شروط وثيقة التأمين الشامل للمركبات' } }), 'ar');
    expect(await screen.findByTestId('quote-offer')).toHaveTextContent('العرض: خصم 15% على التأمين الشامل للسيارات');
    expect(screen.getByRole('link', { name: 'شروط وثيقة التأمين الشامل للمركبات' })).toHaveAttribute('href', '/ar/documents/motor-comprehensive-terms');
    // Every product's terms are written in Arabic too: nothing sends an Arabic buyer to an English document.
    expect(screen.queryByText(/باللغة الإنجليزية/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /قرأتُ شروط وثيقة التأمين الشامل للمركبات/ })).not.toBeChecked();
    expect(screen.getByTestId('terms-declaration')).toHaveTextContent(ar.purchase.terms.declarations.car);
  });

  it.each(['en', 'ar'] as const)('a car bought online makes the car declaration, not the home one (%s)', async (locale) => {
    const words = locale === 'ar' ? ar : en;
    summary(async () => elantra, locale);
    const declaration = await screen.findByTestId('terms-declaration');
    expect(declaration).toHaveTextContent(words.purchase.terms.declarations.car);
    expect(declaration).not.toHaveTextContent(words.purchase.terms.declarations.home);
  });
});
