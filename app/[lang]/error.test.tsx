import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import ErrorState from './error';

function renderError(error: Error & { digest?: string }, locale: 'en' | 'ar' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ar}>
      <ErrorState error={error} reset={() => {}} />
    </NextIntlClientProvider>,
  );
}

describe('the error state', () => {
  it("shows a server error's digest as the reference to quote, left to right in Arabic too", () => {
    for (const locale of ['en', 'ar'] as const) {
      const { unmount } = renderError(Object.assign(new Error('hidden'), { digest: '2846351953' }), locale);
      const reference = screen.getByText('2846351953');
      expect(reference.tagName).toBe('BDI');
      expect(reference).toHaveAttribute('dir', 'ltr');
      expect(screen.queryByText(/hidden/)).toBeNull();
      unmount();
    }
  });

  it("shows an API error's code, and no reference when there is no digest", () => {
    const { container } = renderError(new ApiError(409, 'conflict', 'Taken'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error code: conflict');
    expect(container.querySelector('bdi')).toBeNull();
  });
});
