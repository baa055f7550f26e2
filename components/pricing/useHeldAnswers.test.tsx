import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Suspense } from 'react';
import type { Price } from '@/lib/api/endpoints/prices';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import en from '@/messages/en.json';
import { GuardPurchase } from '@/components/purchase/personal-accident/GuardPurchase';
import { guardFlow } from '@/components/purchase/personal-accident/flow';
import { flowStore } from '@/lib/flow';
import type { BuyerProfile } from '@/components/purchase/profile';

/**
 * A purchase flow with no draft starts from the price the session holds: the personal accident
 * purchase lands on its summary (even though the guard first put its first step in the URL), and
 * says so when the account's price differs from the one shown before sign-in.
 */
const getHeldPrices = jest.fn();
const createGuardQuote = jest.fn();
const createGuardQuotation = jest.fn(() => new Promise(() => {}));
const getMyPolicies = jest.fn(async () => ({ policies: [] }));
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ getHeldPrices, createGuardQuote, createGuardQuotation, getMyPolicies }) }));
jest.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ push: jest.fn() }),
}));

const profile: BuyerProfile = {
  name_en: 'Omar Khaled Saleh Haddad', name_ar: 'عمر خالد صالح الحداد', email: 'demo@portal.test', mobile: '0790000001',
  passport_id: null, national_id: '9881234567', birth_date: '1988-04-12', web_issuing_barred: false,
};
const shown: Price = {
  line: 'personal-accident', currency: 'JOD', referral: null, held_until: '2026-11-27T10:00:00.000Z',
  options: [{ option: 'standard', premium: 50, offer: null, fees: 1, tax: 0.5, total: 51.5 }],
};
const quotation: Quotation = {
  quotation_id: '6f1c2a1e-3a5b-4c1d-9e8f-0a1b2c3d4e5f', kind: 'personal-accident', premium: 40, offer: null, fees: 1, tax: 0.4, total: 41.4,
  currency: 'JOD', valid_until: '2099-11-27T10:00:00.000Z', terms: { document: 'personal-accident-terms', version: '1', title: 'Terms', declaration: 'personalAccident' },
};

function purchase() {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}><Suspense><GuardPurchase profile={profile} /></Suspense></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  // Each test is a new page: the draft and the page's store of it start empty.
  flowStore(guardFlow).forget();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/en/create-policy-personal-accident');
  getHeldPrices.mockReset();
  createGuardQuote.mockReset();
});

it('lands on the summary with the held sum, and notes the price on the account', async () => {
  getHeldPrices.mockResolvedValue({
    held: [{ price: shown, request: { line: 'personal-accident', answers: { birth_date: '1970-03-01T00:00:00.000Z', previous_accidents: false, insured_sum: 2500 } } }],
  });
  createGuardQuote.mockResolvedValue(quotation);
  purchase();
  await waitFor(() => expect(window.location.search).toBe('?step=summary'));
  expect(await screen.findByText('JOD 2,500')).toBeInTheDocument();
  // The account's birth date is the one priced: none is declared in the quote's body.
  await waitFor(() => expect(createGuardQuote).toHaveBeenCalledWith({ body: { birth_date: undefined, previous_accidents: false, insured_sum: 2500 } }));
  expect(await screen.findByTestId('price-changed')).toHaveTextContent(/JOD\s41\.400.*JOD\s51\.500/);
});

it('with nothing held, starts at the first step', async () => {
  getHeldPrices.mockResolvedValue({ held: [] });
  purchase();
  await waitFor(() => expect(window.location.search).toBe('?step=about'));
  expect(await screen.findByRole('group', { name: /previous accidents/ })).toBeInTheDocument();
  expect(createGuardQuote).not.toHaveBeenCalled();
});

it('a buy again wins: nothing held is read', async () => {
  window.history.replaceState(null, '', '/en/create-policy-personal-accident?from=12');
  purchase();
  await waitFor(() => expect(window.location.search).toContain('step=about'));
  expect(getHeldPrices).not.toHaveBeenCalled();
});

it('a draft already begun is kept: nothing held is read', async () => {
  flowStore(guardFlow).set({ data: { insured_sum: 1000 }, done: [] });
  purchase();
  await waitFor(() => expect(window.location.search).toBe('?step=about'));
  expect(getHeldPrices).not.toHaveBeenCalled();
});
