import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { TOWNS } from '@/lib/config/service-areas';
import { LocationPicker, type CheckedLocation } from './LocationPicker';

jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ getLocationApproval: jest.fn() }) }));
// Leaflet draws nothing in jsdom: the map (its own module, loaded when the pin is chosen) is a stub
// that records where it was opened.
const mockMapStarts: { lat: number; lng: number }[] = [];
jest.mock('next/dynamic', () => () => function MapStub({ start }: { start: { lat: number; lng: number } }) {
  mockMapStarts.push(start);
  return null;
});

function show(value: CheckedLocation | undefined, locale: 'en' | 'ar' = 'en', onChange = jest.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}>
        <LocationPicker value={value} onChange={onChange} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return onChange;
}

const amman = { en: 'Amman', ar: 'عمّان' };
const l = en.lababak.location;

it('offers the three ways: the phone\'s position, a pin on the map, a typed address', () => {
  show(undefined);
  for (const way of [l.mode.gps, l.mode.pin, l.mode.typed]) expect(screen.getByRole('radio', { name: way })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: l.mode.pin }));
  expect(screen.getByText(l.map.hint)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: l.map.use })).toHaveAccessibleDescription(l.map.hint);
});

it('names a pinned place by its area, and a landmark goes before it with the language\'s comma', () => {
  const pinned: CheckedLocation = { lat: 31.96, lng: 35.91, address: 'عمّان', approved: true, area: amman, source: 'pin' };
  const onChange = show(pinned, 'ar');
  expect(screen.getByRole('radio', { name: ar.lababak.location.mode.pin })).toBeChecked();
  fireEvent.change(screen.getByLabelText(ar.lababak.location.landmark, { exact: false }), { target: { value: 'قرب دوار الداخلية' } });
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ address: 'قرب دوار الداخلية، عمّان', landmark: 'قرب دوار الداخلية', source: 'pin' }));
});

it('offers no landmark for a typed address, even one saved before places said how they were given', () => {
  show({ lat: 31.9539, lng: 35.9106, address: 'Mecca Street, Amman', approved: true });
  expect(screen.getByRole('radio', { name: l.mode.typed })).toBeChecked();
  expect(screen.queryByLabelText(l.landmark, { exact: false })).toBeNull();
});

it('opens the map on the town chosen for a typed address', () => {
  show(undefined);
  fireEvent.click(screen.getByRole('radio', { name: l.mode.typed }));
  const irbid = TOWNS.find((t) => t.id === 'irbid')!;
  fireEvent.change(screen.getByRole('combobox', { name: l.town }), { target: { value: irbid.id } });
  fireEvent.click(screen.getByRole('radio', { name: l.mode.pin }));
  expect(mockMapStarts.at(-1)).toEqual(irbid.centre);
});


it.each(['en', 'ar'] as const)('shows the form\'s message at the picker when it refuses a place given (%s)', (locale) => {
  const messages = locale === 'ar' ? ar : en;
  const abroad: CheckedLocation = { lat: 0, lng: 0, address: messages.lababak.location.position, approved: false, source: 'gps' };
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}>
        <LocationPicker value={abroad} onChange={jest.fn()} describe={(p) => <p>{p.address}</p>} error={messages.validation.placeInJordan} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  expect(screen.getByText(messages.validation.placeInJordan)).toBeInTheDocument();
});
