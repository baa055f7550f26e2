import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { ClaimEvent } from '@/lib/config/claims';
import { DetailsStep } from './DetailsStep';

const d = en.claimReport.details;

function step(onDone = jest.fn(), locale: 'en' | 'ar' = 'en', line: 'motor' | 'travel' = 'motor', event: ClaimEvent = line === 'motor' ? 'collision' : 'baggage') {
  const view = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <DetailsStep line={line} event={event} defaults={{ event }} serverFields={null} onDone={onDone} onBack={jest.fn()} />
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
  it('asks the country, not the car’s questions', async () => {
    const { onDone } = step(jest.fn(), 'en', 'travel');
    expect(screen.queryByRole('group', { name: d.injuries })).toBeNull();
    next();
    expect(await screen.findByText(en.claims.validation.country)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(d.country), { target: { value: 'Turkey' } });
    fireEvent.change(screen.getByLabelText(d.description), { target: { value: 'My suitcase did not arrive in Istanbul.' } });
    next();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ details: { line: 'travel', country: 'Turkey', provider: '' }, description: 'My suitcase did not arrive in Istanbul.' }));
  });
});
