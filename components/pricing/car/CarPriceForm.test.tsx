import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { CarPriceForm } from './CarPriceForm';

function form(onDone: (answers: unknown) => void, defaults = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman">
      <CarPriceForm defaults={defaults} onDone={onDone} actions={<button type="submit">See</button>} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('the car price form', () => {
  it('asks for the cover first, then the chosen cover\'s fields, each saying what to choose or enter', async () => {
    const onDone = jest.fn();
    form(onDone);
    fireEvent.click(screen.getByRole('button', { name: 'See' }));
    expect(await screen.findByText(en.carPrice.validation.cover)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(en.carPrice.covers['third-party'].name) }));
    fireEvent.click(screen.getByRole('button', { name: 'See' }));
    expect(await screen.findByText(en.carPrice.validation.use)).toBeInTheDocument();
    expect(screen.getByText(en.carPrice.validation.vehicleType)).toBeInTheDocument();
    expect(screen.getByText(en.carPrice.validation.size)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('comprehensive: the value as typed with its separator; answers given before come back', async () => {
    const onDone = jest.fn();
    form(onDone, { cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: '2021', previous_claim: false });
    fireEvent.change(screen.getByLabelText(en.carPrice.valuation), { target: { value: '15,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'See' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0][0]).toEqual({
      cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: 2021, valuation: 15000, previous_claim: false,
    });
  });
});
