import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { PolicyCard } from './PolicyCard';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/dashboard/motor', useRouter: () => ({ push: jest.fn() }), useParams: () => ({}) }));

const car = (over: Partial<Policy>): Policy => ({
  id: 7, line: 'motor', contract_number: 'P-MOT-2026-W000007', segment_code: 'MC-TPL', effective_date: '2026-01-01', expiry: '2026-12-31',
  days_to_expire: 200, plate_number: '12-34567', document_id: null, vehicle_type: 'Kia', vehicle_model: 'Rio', production_year: 2018,
  insured_sum: 0, premium: 96.45, status: 'active', renewal_blocked_reason: null, ...over,
});

function show(policy: Policy, lang: 'en' | 'ar' = 'en') {
  return render(<NextIntlClientProvider locale={lang} messages={lang === 'en' ? en : ar}><PolicyCard policy={policy} /></NextIntlClientProvider>);
}

describe('PolicyCard of a car contract', () => {
  it('third party: third-party liability where the insured sum would be, no amount of 0', () => {
    show(car({}));
    expect(screen.getByText('Third-party liability')).toBeInTheDocument();
    expect(screen.queryByText(/JOD\s*0\.000|0\.000/)).toBeNull();
  });

  it('in Arabic too', () => {
    show(car({}), 'ar');
    expect(screen.getByText('المسؤولية المدنية تجاه الغير')).toBeInTheDocument();
  });

  it('comprehensive: the insured sum', () => {
    show(car({ segment_code: 'MC-COMP', insured_sum: 14_500 }));
    expect(screen.queryByText('Third-party liability')).toBeNull();
    expect(screen.getByText(/14,500/)).toBeInTheDocument();
  });
});
