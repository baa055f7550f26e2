import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { addDays, ammanDay } from '@/lib/calendar/days';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { WhatStep } from './WhatStep';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/claims/new', useRouter: () => ({ push: jest.fn() }), useParams: () => ({}) }));
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ getLocationApproval: jest.fn() }) }));
jest.mock('next/dynamic', () => () => function MapStub() {
  return null;
});

const today = ammanDay(new Date());
const contract = (over: Partial<Policy>): Policy => ({
  id: 7, line: 'motor', contract_number: 'P-MOT-2026-W000007', segment_code: 'MC-TPL', effective_date: addDays(today, -30), expiry: addDays(today, 300),
  days_to_expire: 300, plate_number: '12-34567', document_id: null, vehicle_type: 'Kia', vehicle_model: 'Rio', production_year: 2018,
  insured_sum: 0, premium: 96.45, status: 'active', renewal_blocked_reason: null, ...over,
});

function show(policy: Policy, locale: 'en' | 'ar') {
  const client = new QueryClient();
  client.setQueryData(['policies'], [policy]);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={client}>
        <WhatStep defaults={{ policy_id: policy.id, line: policy.line }} refused={false} serverFields={null} onDone={jest.fn()} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const offered = (question: string) => within(screen.getByRole('group', { name: question })).getAllByRole('radio').map((r) => r.closest('label')?.textContent);

beforeEach(() => window.sessionStorage.clear());

describe('what happened: the events the contract\'s covers pay', () => {
  it.each(['en', 'ar'] as const)('in %s, a third-party car contract offers only damage caused to someone else, and says plainly it pays not the own car', (locale) => {
    const m = locale === 'ar' ? ar : en;
    show(contract({}), locale);
    expect(offered(m.claimReport.what.event)).toEqual([m.claims.events.third_party_damage]);
    expect(screen.getByTestId('third-party-only')).toHaveTextContent(m.claimReport.what.thirdPartyOnly);
  });

  it.each(['en', 'ar'] as const)('in %s, a comprehensive car contract offers the own car\'s events as well, without that note', (locale) => {
    const m = locale === 'ar' ? ar : en;
    show(contract({ segment_code: 'MC-COMP' }), locale);
    const e = m.claims.events;
    expect(offered(m.claimReport.what.event)).toEqual([e.collision, e.theft, e.fire, e.glass, e.flood, e.third_party_damage]);
    expect(screen.queryByTestId('third-party-only')).toBeNull();
  });

  it.each(['en', 'ar'] as const)('in %s, a Sky trip offers flight delay and the luggage, not a cancelled trip; Sky Plus offers it', (locale) => {
    const m = locale === 'ar' ? ar : en;
    const e = m.claims.events;
    const trip = { line: 'travel' as const, contract_number: 'P-TRV-2026-W000009', plate_number: null, vehicle_type: null, vehicle_model: null, production_year: null };
    show(contract({ ...trip, segment_code: 'TR-SKY-KSA' }), locale);
    expect(offered(m.claimReport.what.event)).toEqual([e.medical, e.baggage, e.baggage_delay, e.flight_delay]);
  });

  it('Sky Plus offers a cancelled trip and liability abroad too', () => {
    const e = en.claims.events;
    show(contract({ line: 'travel', segment_code: 'TR-SKY-PLUS-TUR-EGY', plate_number: null, vehicle_type: null, vehicle_model: null, production_year: null }), 'en');
    expect(offered(en.claimReport.what.event)).toEqual([e.medical, e.baggage, e.baggage_delay, e.flight_delay, e.cancellation, e.liability_abroad]);
  });
});
