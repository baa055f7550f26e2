import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { RenewalAction } from './RenewalAction';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/dashboard/motor', useRouter: () => ({ push: jest.fn() }), useParams: () => ({}) }));

const car = (over: Partial<Policy>): Policy => ({
  id: 1, line: 'motor', contract_number: 'P-MOT-2026-000101', segment_code: 'MC-COMP', effective_date: '2026-01-01', expiry: '2026-12-31',
  days_to_expire: 10, plate_number: '12-34567', document_id: null, vehicle_type: 'Toyota', vehicle_model: 'Corolla', production_year: 2021,
  insured_sum: 14500, premium: 362.5, status: 'active', renewal_blocked_reason: null, ...over,
});
const state = (s: NonNullable<Policy['renewal']>['state']) => ({ state: s, reason: null, opens_on: null });

function show(policy: Policy, lang: 'en' | 'ar' = 'en') {
  return render(<NextIntlClientProvider locale={lang} messages={lang === 'en' ? en : ar}><RenewalAction policy={policy} /></NextIntlClientProvider>);
}

describe('RenewalAction', () => {
  it('a renewed contract: renewed until the new contract\'s expiry, with a link to it, and no Renew', () => {
    show(car({ renewed_by: { id: 42, contract_number: 'P-MOT-2026-W000042', expiry: '2027-12-31' }, renewal: state('renewed') }));
    expect(screen.getByText(/Renewed until/)).toHaveTextContent('Renewed until 31-12-2027');
    expect(screen.getByRole('link', { name: 'View the new contract P-MOT-2026-W000042' })).toHaveAttribute('href', '/en/policy/motor/42');
    expect(screen.queryByRole('link', { name: /^Renew contract/ })).toBeNull();
  });

  it('in Arabic too, the date left to right', () => {
    show(car({ renewed_by: { id: 42, contract_number: 'P-MOT-2026-W000042', expiry: '2027-12-31' } }), 'ar');
    expect(screen.getByText('31-12-2027')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'عرض العقد الجديد P-MOT-2026-W000042' })).toBeInTheDocument();
  });

  it('a customer barred from web issuing is told upfront, with the way to the company, and offered no Renew', () => {
    show(car({ days_to_expire: 25, renewal: state('barred') }));
    expect(screen.queryByRole('link', { name: /^Renew contract/ })).toBeNull();
    expect(screen.getByText('You cannot renew this insurance contract through the web app')).toBeInTheDocument();
    expect(screen.getByText(/the company renews this contract for you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/dashboard/contact-us');
  });

  it('a contract expired too long ago says so, with the days', () => {
    show(car({ days_to_expire: -40, status: 'expired', renewal: state('expired') }));
    expect(screen.getByText('It expired more than 30 days ago, so it can only be renewed through the company.')).toBeInTheDocument();
  });

  it('a renewable one offers Renew', () => {
    show(car({ renewal: state('renewable') }));
    expect(screen.getByRole('link', { name: 'Renew contract P-MOT-2026-000101' })).toHaveAttribute('href', '/en/car-insurance-renewal?policyId=1');
  });
});
