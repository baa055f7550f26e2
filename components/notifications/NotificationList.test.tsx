import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import { NotificationList } from './NotificationList';

describe('NotificationList', () => {
  it('keeps dates and contract numbers whole and left to right inside Arabic text', () => {
    const body = 'ينتهي العقد رقم P-TRV-2026-000201 خلال 15 يوماً، في 10-12-2026. لا يُجدَّد تأمين السفر.';
    const { container } = render(
      <NextIntlClientProvider locale="ar" messages={ar}>
        <NotificationList items={[{ id: 1, kind: 'expiry', title: 'ينتهي عقد السفر', body, read: false, created_at: '2026-11-25T10:00:00.000Z' }]} isNew={() => true} />
      </NextIntlClientProvider>,
    );
    const runs = [...container.querySelectorAll('li span[dir="ltr"].whitespace-nowrap')].map((s) => s.textContent);
    expect(runs).toEqual(['P-TRV-2026-000201', '10-12-2026']);
    expect(container.querySelector('li')?.textContent).toContain(body);
  });
});
