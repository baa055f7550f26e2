import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { User } from '@/lib/api/endpoints/account';
import { CITIES, EMPLOYERS, MONTHLY_INCOMES } from '@/lib/config/registration';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ProfileForm } from './ProfileForm';

const updateUser = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ updateUser }) }));

const user: User = {
  id: 7, type: 'customer', is_verified: true, status: 'complete', black_list: false, email: 'sara@example.com', mobile: '+962791234567',
  nationality: 'JO', national_id: '9901234567', passport_id: null, name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
  city: 'amman', employer: 'private', monthly_income: '500-1000', message_language: 'ar',
};

function show(locale: 'en' | 'ar', who: User = user) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm user={who} lists={{ cities: CITIES, employers: EMPLOYERS, monthly_incomes: MONTHLY_INCOMES }} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => updateUser.mockReset());

it('shows the language of messages the customer chose, each language named in itself, whatever the page\'s', () => {
  show('en');
  const group = screen.getByRole('group', { name: 'Language of our messages' });
  expect(group).toHaveAccessibleDescription(/whichever language you use the portal in/);
  expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  expect(screen.getByText('العربية')).toHaveAttribute('lang', 'ar');
});

it('saves another choice with the rest of the profile, from an Arabic page', async () => {
  updateUser.mockResolvedValue({ user: { ...user, message_language: 'en' } });
  show('ar');
  expect(screen.getByRole('group', { name: 'لغة رسائلنا إليك' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'English' }));
  fireEvent.click(screen.getByRole('button', { name: 'احفظ التغييرات' }));
  await waitFor(() => expect(updateUser).toHaveBeenCalledTimes(1));
  expect(updateUser.mock.calls[0]![0]).toEqual({
    body: { name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef', city: 'amman', employer: 'private', monthly_income: '500-1000', message_language: 'en' },
  });
  expect(await screen.findByText('تم حفظ التغييرات.')).toBeInTheDocument();
});

it('offers the page\'s language where the company\'s API keeps no choice', () => {
  show('en', { ...user, message_language: undefined });
  expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
});
