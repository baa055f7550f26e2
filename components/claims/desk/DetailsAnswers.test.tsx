import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ClaimDetailsView } from '@/lib/validation/claim';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { DetailsAnswers } from './DetailsAnswers';
import { Facts } from './Facts';

const trip: ClaimDetailsView = {
  line: 'travel', traveller: 2, traveller_name: 'ZAID OMAR HADDAD', country: 'EG', provider: 'Cairo Hospital', amount: 2450.5, currency: 'EGP',
  assistance_called: true, assistance_reference: 'AS-77120',
};

function show(details: ClaimDetailsView, locale: 'en' | 'ar') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <Facts><DetailsAnswers details={details} /></Facts>
    </NextIntlClientProvider>,
  );
}

/** The value beside a label, as the handler reads it. */
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('a travel claim\'s answers on the desk', () => {
  it('in English: the traveller, the country by name, the amount in its currency, the assistance call and its reference', () => {
    show(trip, 'en');
    const a = en.claims.answers;
    expect(value(a.traveller)).toBe('ZAID OMAR HADDAD');
    expect(value(a.country)).toBe('Egypt');
    expect(value(a.amount)).toBe('EGP 2,450.50');
    expect(value(a.assistance)).toBe('Yes · reference AS-77120');
    expect(value(a.provider)).toBe('Cairo Hospital');
  });

  it('in Arabic: the country and the currency named in Arabic', () => {
    show(trip, 'ar');
    const a = ar.claims.answers;
    expect(value(a.country)).toBe('مصر');
    expect(value(a.amount)).toBe('2,450.50 جنيه مصري');
    expect(value(a.assistance)).toBe('نعم · الرقم المرجعي AS-77120');
  });

  it('a report from before these were asked shows what it has: its country as typed, no traveller, amount or call', () => {
    show({ line: 'travel', traveller: null, traveller_name: '', country: 'Turkey', provider: '', amount: null, currency: '', assistance_called: null, assistance_reference: '' }, 'ar');
    expect(value(ar.claims.answers.country)).toBe('Turkey');
    expect(screen.queryByText(ar.claims.answers.traveller)).toBeNull();
    expect(screen.queryByText(ar.claims.answers.amount)).toBeNull();
    expect(screen.queryByText(ar.claims.answers.assistance)).toBeNull();
  });
});
