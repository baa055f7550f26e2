import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { HomePriceForm } from './HomePriceForm';

const createPrice = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ createPrice }) }));

function page(locale: 'en' | 'ar' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}><HomePriceForm signedIn={false} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const see = () => fireEvent.click(screen.getByRole('button', { name: en.pricing.getPrice }));

beforeEach(() => { createPrice.mockReset(); window.sessionStorage.clear(); });

describe('the home price form', () => {
  it('sent empty: each field says what to enter; the hints print the limits with separators', async () => {
    page();
    expect(screen.getByText('From 5,000 to 2,000,000 JOD.')).toBeInTheDocument();
    see();
    expect(await screen.findByText(en.pricing.validation.birthDate)).toBeInTheDocument();
    expect(screen.getByText(en.purchase.validation.homeValue)).toBeInTheDocument();
    expect(screen.getByText(en.purchase.validation.possessionsValue)).toBeInTheDocument();
    expect(createPrice).not.toHaveBeenCalled();
  });

  it('reads amounts as typed ("150,000", Arabic-Indic digits); a decimal is a message, never another number', async () => {
    createPrice.mockResolvedValue({ line: 'home', options: [{ option: 'standard', premium: 100, offer: null, fees: 5, tax: 1, total: 106 }] });
    page();
    fireEvent.change(screen.getByLabelText(en.pricing.birthDate), { target: { value: '1980-03-01' } });
    fireEvent.change(screen.getByLabelText(en.purchase.home.homeValue), { target: { value: '20000.5' } });
    fireEvent.change(screen.getByLabelText(en.purchase.home.possessionsValue), { target: { value: '١٠٬٠٠٠' } });
    see();
    expect(await screen.findByText(en.purchase.validation.homeValueWhole)).toBeInTheDocument();
    expect(createPrice).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(en.purchase.home.homeValue), { target: { value: '150,000' } });
    see();
    await waitFor(() => expect(createPrice).toHaveBeenCalledWith({
      body: { line: 'home', answers: { birth_date: '1980-03-01T00:00:00.000Z', home_value: 150000, possessions_value: 10000 } },
    }));
    expect(await screen.findByTestId('price-standard')).toBeInTheDocument();
  });

  it('keeps what was typed for the next mount (a reload, the other language)', async () => {
    const first = page();
    fireEvent.change(screen.getByLabelText(en.purchase.home.homeValue), { target: { value: '80,000' } });
    first.unmount();
    page('ar');
    await waitFor(() => expect(screen.getByLabelText(ar.purchase.home.homeValue)).toHaveValue('80,000'));
  });

  it('a refusal on a field is said above the form and on the field', async () => {
    createPrice.mockRejectedValue(new ApiError(400, 'age_refused', 'refused', { birth_date: 'purchase.validation.ageRefusal' }));
    page();
    fireEvent.change(screen.getByLabelText(en.pricing.birthDate), { target: { value: '1950-03-01' } });
    fireEvent.change(screen.getByLabelText(en.purchase.home.homeValue), { target: { value: '80000' } });
    fireEvent.change(screen.getByLabelText(en.purchase.home.possessionsValue), { target: { value: '0' } });
    see();
    expect(await screen.findAllByText(en.purchase.validation.ageRefusal)).toHaveLength(2);
  });
});
