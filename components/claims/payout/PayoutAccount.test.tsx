import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { PayoutAccount } from './PayoutAccount';

const getPayoutAccount = jest.fn();
const startPayoutAccountChange = jest.fn();
const confirmPayoutAccountChange = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ getPayoutAccount, startPayoutAccountChange, confirmPayoutAccountChange }) }));

function show(claimId: number | null = null, locale: 'en' | 'ar' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><PayoutAccount claimId={claimId} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const p = en.claimPage.payout;
const account = { iban_masked: 'JO•• •••• •••• 0302', holder: 'Omar Khaled Haddad', updated_at: '2026-12-01T10:00:00+03:00' };
const sent = { change_id: '6f1c2a1e-3a5b-4c1d-9e8f-0a1b2c3d4e5f', mobile_masked: '079 ••• •567', expires_at: new Date(Date.now() + 10 * 60_000).toISOString() };

async function typeIban(value: string, password = 'Demo1234') {
  fireEvent.change(await screen.findByLabelText(p.iban), { target: { value } });
  fireEvent.change(screen.getByLabelText(p.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: p.sendCode }));
}

beforeEach(() => {
  getPayoutAccount.mockReset().mockResolvedValue({ account: null });
  startPayoutAccountChange.mockReset().mockResolvedValue(sent);
  confirmPayoutAccountChange.mockReset().mockResolvedValue({ account });
});

describe('the payout account', () => {
  it('shows the account masked with its holder, in the customer\'s own name', async () => {
    getPayoutAccount.mockResolvedValue({ account });
    show();
    expect(await screen.findByTestId('payout-account')).toHaveTextContent('JO•• •••• •••• 0302');
    expect(screen.getByText(account.holder)).toBeInTheDocument();
    expect(screen.getByText(p.ownName)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.change })).toBeInTheDocument();
  });

  it.each([
    ['GB82WEST12345698765432', en.claims.validation.ibanCountry],
    ['JO94CBJO00100000000001310003', en.claims.validation.ibanLength],
    ['JO94CBJO0010000000000131000303', en.claims.validation.ibanCheck],
  ])('says what to fix in %s and sends nothing', async (iban, message) => {
    show(7);
    await typeIban(iban);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(startPayoutAccountChange).not.toHaveBeenCalled();
  });

  it('takes the IBAN as typed (spaces, lower case, Arabic-Indic digits), then the code, and leads back to the claim', async () => {
    show(7);
    await typeIban('jo٩٤ cbjo ٠٠١٠ ٠٠٠٠ ٠٠٠٠ ٠١٣١ ٠٠٠٣ ٠٢');
    await waitFor(() => expect(startPayoutAccountChange).toHaveBeenCalledWith({ body: { iban: 'JO94CBJO0010000000000131000302', password: 'Demo1234' } }));
    expect(await screen.findByText(/We sent a code by SMS to/)).toHaveTextContent('10 minutes');
    fireEvent.change(screen.getByLabelText(p.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: p.confirm }));
    await waitFor(() => expect(confirmPayoutAccountChange).toHaveBeenCalledWith({ body: { change_id: sent.change_id, code: '123456' } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: your claim payments now go to JO•• •••• •••• 0302.');
    expect(screen.getByRole('link', { name: p.backToClaim })).toHaveAttribute('href', '/en/claims/7');
  });

  it('puts a wrong password on its field (Arabic)', async () => {
    startPayoutAccountChange.mockRejectedValue(new ApiError(400, 'wrong_password', 'wrong', { password: 'errors.wrong_password' }));
    show(null, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: ar.claimPage.payout.setUp }));
    fireEvent.change(screen.getByLabelText(ar.claimPage.payout.iban), { target: { value: 'JO94CBJO0010000000000131000302' } });
    fireEvent.change(screen.getByLabelText(ar.claimPage.payout.password), { target: { value: 'Wrong1234' } });
    fireEvent.click(screen.getByRole('button', { name: ar.claimPage.payout.sendCode }));
    await waitFor(() => expect(screen.getByLabelText(ar.claimPage.payout.password)).toHaveAttribute('aria-invalid', 'true'));
  });
});
