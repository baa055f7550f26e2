import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PRODUCT_COVERS } from '@/lib/config/covers';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { CoverList } from './CoverList';

function show(locale: 'en' | 'ar', ...args: Parameters<typeof CoverList>) {
  render(<NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}><CoverList {...args[0]} /></NextIntlClientProvider>);
  return within(screen.getByTestId('cover-list')).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '));
}

describe('what a product pays, from the covers table', () => {
  it('Sky Plus lists cancellation and liability, per traveller', () => {
    const items = show('en', { covers: PRODUCT_COVERS['travel-sky-plus'], perTraveller: true });
    expect(items).toHaveLength(6);
    expect(items[4]).toBe('Trip cancellationNon-refundable travel costs when the trip is cancelled or cut short for a covered reason.Up to JOD 1,000 per traveller · no excess');
  });

  it('in Arabic, a third-party car\'s one cover says it pays nothing of the own car', () => {
    const items = show('ar', { covers: PRODUCT_COVERS['motor-third-party'], insuredSum: 0 });
    expect(items).toEqual([`${ar.covers.motor_third_party.name}${ar.covers.motor_third_party.pays}${ar.covers.limit.law} · ${ar.covers.noExcess}`]);
  });
});
