import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Policy } from '@/lib/api/endpoints/policies';
import type { ClaimEvent } from '@/lib/config/claims';
import { DetailsStep } from './DetailsStep';

const d = en.claimReport.details;

/** A family's trip to Turkey and Egypt: the holder and two travellers. */
const familyTrip = {
  id: 9, line: 'travel', contract_number: 'P-TRV-2026-W000009', segment_code: 'TR-SKY-PLUS-TUR-EGY', effective_date: '2026-11-01', expiry: '2026-12-31',
  days_to_expire: 30, plate_number: null, document_id: null, vehicle_type: null, vehicle_model: null, production_year: null, insured_sum: 50_000,
  premium: 80, status: 'active', renewal_blocked_reason: null,
  declarations: { holder_name: 'OMAR KHALED HADDAD', travellers: [{ name: 'RANA HADDAD', birth_date: '1990-01-03' }, { name: 'SAMI HADDAD', birth_date: '2015-06-01' }], countries: ['TR', 'EG'], worldwide: false },
} satisfies Policy;

function step(onDone = jest.fn(), locale: 'en' | 'ar' = 'en', line: 'motor' | 'travel' = 'motor', event: ClaimEvent = line === 'motor' ? 'collision' : 'baggage') {
  const client = new QueryClient();
  client.setQueryData(['policies'], [familyTrip]);
  const view = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={client}>
        <DetailsStep line={line} event={event} defaults={{ event, policy_id: familyTrip.id }} serverFields={null} onDone={onDone} onBack={jest.fn()} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...view, onDone };
}
const answer = (question: string, value: string) => fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(value));
const next = () => fireEvent.click(screen.getByRole('button', { name: en.flow.next }));

beforeEach(() => window.sessionStorage.clear());

describe('a car’s details', () => {
  it('an injury stops the report: the call to 911 and the claims line, nothing to continue to', () => {
    step();
    answer(d.injuries, d.yes);
    const call = screen.getByTestId('injuries-call');
    expect(within(call).getByRole('link', { name: /Call emergency services 911/ })).toHaveAttribute('href', 'tel:911');
    expect(within(call).getByRole('link', { name: /Call the claims line 06 500 0077/ })).toHaveAttribute('href', 'tel:+96265000077');
    expect(screen.queryByRole('button', { name: en.flow.next })).toBeNull();
    expect(screen.queryByRole('group', { name: d.otherParty })).toBeNull();
    answer(d.injuries, d.no);
    expect(screen.queryByTestId('injuries-call')).toBeNull();
    expect(screen.getByRole('button', { name: en.flow.next })).toBeEnabled();
  });

  it('a car that cannot be driven shows the roadside number; the report goes on', () => {
    step();
    answer(d.drivable, d.no);
    expect(screen.getByRole('link', { name: /Call roadside help 06 500 0111/ })).toHaveAttribute('href', 'tel:+96265000111');
  });

  it('sent empty, each question says what to answer; the other party’s and the driver’s fields appear when they apply', async () => {
    const { onDone } = step();
    next();
    expect(await screen.findByText(en.claims.validation.injuries)).toBeInTheDocument();
    for (const key of ['policeReport', 'otherParty', 'drivable', 'driver'] as const) expect(screen.getByText(en.claims.validation[key])).toBeInTheDocument();
    answer(d.otherParty, d.yes);
    answer(d.driver, d.driverOther);
    expect(screen.getByLabelText(d.otherPlate)).toBeInTheDocument();
    expect(screen.getByLabelText(d.driverLicence)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('takes the answers, the plate and phone typed with Arabic-Indic digits, in their one written form', async () => {
    const { onDone } = step(jest.fn(), 'ar');
    const a = ar.claimReport.details;
    const pick = (question: string, value: string) => fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(value));
    pick(a.injuries, a.no);
    pick(a.policeReport, a.no);
    pick(a.otherParty, a.yes);
    fireEvent.change(screen.getByLabelText(a.otherPlate), { target: { value: '١٧-٤٥٦٧' } });
    fireEvent.change(screen.getByLabelText(a.otherDriverName), { target: { value: 'علي حسن' } });
    fireEvent.change(screen.getByLabelText(a.otherDriverPhone), { target: { value: '٠٧٩١٢٣٤٥٦٧' } });
    pick(a.drivable, a.yes);
    pick(a.driver, a.driverInsured);
    fireEvent.change(screen.getByLabelText(a.description), { target: { value: 'صدمتني سيارة من الخلف عند الإشارة.' } });
    fireEvent.click(screen.getByRole('button', { name: ar.flow.next }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0][0].details).toMatchObject({ line: 'motor', other_plate: '17-4567', other_driver_phone: '+962791234567', injuries: false, driver: 'insured' });
  });
  it('an answer copied with a right-to-left override says, at its field, to type it again', async () => {
    const { onDone } = step(jest.fn(), 'ar');
    const a = ar.claimReport.details;
    const pick = (question: string, value: string) => fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(value));
    pick(a.injuries, a.no);
    pick(a.policeReport, a.yes);
    fireEvent.change(screen.getByLabelText(a.policeNumber), { target: { value: '1234\u202e/2026' } });
    pick(a.otherParty, a.yes);
    fireEvent.change(screen.getByLabelText(a.otherPlate), { target: { value: '17-4567' } });
    fireEvent.change(screen.getByLabelText(a.otherInsurer), { target: { value: 'شركة\u202e أخرى' } });
    fireEvent.change(screen.getByLabelText(a.otherDriverName), { target: { value: 'علي حسن' } });
    fireEvent.change(screen.getByLabelText(a.otherDriverPhone), { target: { value: '0791234567' } });
    pick(a.drivable, a.yes);
    pick(a.driver, a.driverInsured);
    fireEvent.change(screen.getByLabelText(a.description), { target: { value: 'صدمتني سيارة من الخلف عند الإشارة.' } });
    fireEvent.click(screen.getByRole('button', { name: ar.flow.next }));
    await waitFor(() => expect(screen.getAllByText(ar.validation.hiddenCharacters)).toHaveLength(2));
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('damage caused to someone else (third party)', () => {
  it.each(['en', 'ar'] as const)('in %s: says third party pays the other party, asks them and the police report, not whether the car can be driven', async (locale) => {
    const messages = locale === 'ar' ? ar : en;
    const a = messages.claimReport.details;
    const { onDone } = step(jest.fn(), locale, 'motor', 'third_party_damage');
    const pick = (question: string, value: string) => fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(value));
    expect(screen.getByText(a.thirdPartyNote)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: a.drivable })).toBeNull();
    expect(screen.queryByRole('group', { name: a.otherParty })).toBeNull();
    pick(a.injuries, a.no);
    pick(a.otherKind, a.otherKindProperty);
    fireEvent.change(screen.getByLabelText(a.otherProperty), { target: { value: locale === 'ar' ? 'واجهة المحل' : 'The shop front' } });
    fireEvent.change(screen.getByLabelText(a.otherName), { target: { value: locale === 'ar' ? 'علي حسن' : 'Ali Hasan' } });
    fireEvent.change(screen.getByLabelText(a.otherPhone), { target: { value: '٠٧٩١٢٣٤٥٦٧' } });
    pick(a.driver, a.driverInsured);
    fireEvent.change(screen.getByLabelText(a.description), { target: { value: 'I reversed into the shop front in the car park.' } });
    fireEvent.click(screen.getByRole('button', { name: messages.flow.next }));
    expect(await screen.findByText(messages.claims.validation.policeReportNumber)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(a.thirdPartyPolice), { target: { value: 'AMN-4410' } });
    fireEvent.click(screen.getByRole('button', { name: messages.flow.next }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0][0].details).toMatchObject({
      line: 'motor', other_party: true, other_kind: 'property', other_plate: '', other_driver_phone: '+962791234567',
      has_police_report: true, police_report_number: 'AMN-4410', drivable: null,
    });
  });
});

describe('a travel claim’s details', () => {
  it.each(['en', 'ar'] as const)('in %s: the traveller and the country from the contract, the amount in its currency, the assistance call', async (locale) => {
    const messages = locale === 'ar' ? ar : en;
    const a = messages.claimReport.details;
    const { onDone } = step(jest.fn(), locale, 'travel', 'medical');
    const pick = (question: string, value: string) => fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(value));
    expect(screen.queryByRole('group', { name: a.injuries })).toBeNull();
    // The contract's travellers, the holder first, and its countries in the screen's language: nothing typed.
    const travellers = within(screen.getByRole('group', { name: a.traveller })).getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(travellers).toEqual(['OMAR KHALED HADDAD', 'RANA HADDAD', 'SAMI HADDAD']);
    const countries = within(screen.getByLabelText(a.country)).getAllByRole('option').map((o) => o.textContent);
    expect(countries).toEqual(locale === 'ar' ? [a.choose, 'تركيا', 'مصر'] : [a.choose, 'Turkey', 'Egypt']);
    fireEvent.click(screen.getByRole('button', { name: messages.flow.next }));
    for (const key of ['traveller', 'country', 'claimedAmount', 'currency', 'assistanceCalled'] as const) {
      expect(await screen.findByText(messages.claims.validation[key])).toBeInTheDocument();
    }
    pick(a.traveller, 'SAMI HADDAD');
    fireEvent.change(screen.getByLabelText(a.country), { target: { value: 'EG' } });
    fireEvent.change(screen.getByLabelText(a.amount), { target: { value: '٢٬٤٥٠٫٥' } });
    fireEvent.change(screen.getByLabelText(a.currency), { target: { value: 'EGP' } });
    pick(a.assistanceCalled, a.no);
    expect(screen.getByRole('link', { name: /06 500 0099/ })).toHaveAttribute('href', 'tel:+96265000099');
    pick(a.assistanceCalled, a.yes);
    fireEvent.change(screen.getByLabelText(a.assistanceReference), { target: { value: 'AS-77120' } });
    fireEvent.change(screen.getByLabelText(a.description), { target: { value: 'Sami had a high fever in Cairo and was treated.' } });
    fireEvent.click(screen.getByRole('button', { name: messages.flow.next }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0][0].details).toEqual({
      line: 'travel', traveller: 2, traveller_name: 'SAMI HADDAD', country: 'EG', provider: '', amount: 2450.5, currency: 'EGP',
      assistance_called: true, assistance_reference: 'AS-77120',
    });
  });
});
