import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { testClaim } from './test-claim';
import { ClaimsDeskList } from './ClaimsDeskList';

const getDeskClaims = jest.fn();
const push = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ getDeskClaims }) }));
jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a>,
}));

const w = en.claimsDesk.list;

function page(filter = { status: 'open' as const, q: '' }, locale: 'en' | 'ar' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}><ClaimsDeskList filter={filter} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const late = testClaim({ id: 7, reference: 'CL-000007', due: { kind: 'payment', by: '2026-11-01', working_days: 5, overdue: true } });
const next = testClaim({ id: 8, reference: 'CL-000008' });

beforeEach(() => { getDeskClaims.mockReset(); push.mockReset(); });

it('asks for the filter of the address and lists the claims as the backend orders them, the overdue marked', async () => {
  getDeskClaims.mockResolvedValue({ claims: [late, next] });
  page({ status: 'overdue' as never, q: '0790000001' });
  const list = await screen.findByRole('list', { name: '2 claims' });
  expect(getDeskClaims).toHaveBeenCalledWith({ query: { status: 'overdue', q: '0790000001' } });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((r) => r.getAttribute('data-claim'))).toEqual(['CL-000007', 'CL-000008']);
  expect(within(rows[0]!).getByText(en.claims.dues.overdue)).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent('Payment due by 01-11-2026');
  expect(within(rows[1]!).queryByText(en.claims.dues.overdue)).not.toBeInTheDocument();
  expect(within(rows[0]!).getByRole('link', { name: 'Open claim CL-000007' })).toHaveAttribute('href', '/claims-desk/7');
  expect(rows[0]).toHaveTextContent('Car · CollisionP-MOT-2026-000101');
  expect(screen.getByLabelText(w.status)).toHaveValue('overdue');
  expect(screen.getByLabelText(w.search)).toHaveValue('0790000001');
});

it('puts a new filter into the address (a reload or a shared link keeps it)', async () => {
  getDeskClaims.mockResolvedValue({ claims: [] });
  page();
  expect(await screen.findByText(w.none)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(w.status), { target: { value: 'documents' } });
  fireEvent.change(screen.getByLabelText(w.search), { target: { value: ' CL-000042 ' } });
  fireEvent.click(screen.getByRole('button', { name: w.show }));
  await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/claims-desk', query: { status: 'documents', q: 'CL-000042' } }));
  fireEvent.change(screen.getByLabelText(w.search), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: w.show }));
  await waitFor(() => expect(push).toHaveBeenLastCalledWith({ pathname: '/claims-desk', query: { status: 'documents' } }));
});

it('counts in Arabic with its plural forms', async () => {
  getDeskClaims.mockResolvedValue({ claims: [late, next] });
  page(undefined, 'ar');
  expect(await screen.findByRole('list', { name: 'مطالبتان' })).toBeInTheDocument();
});
