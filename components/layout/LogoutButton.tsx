'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';

/**
 * Ends the session on the backend, clears the cookie and browser storage, and reloads at the root of
 * the page's language (spec §4 says the site root; `/` would drop an Arabic reader on English).
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      // The device id lives in the session cookie; the BFF puts it in the body.
      await browserApi(locale).logout({ body: { deviceId: '' } });
    } catch {
      // Leaving is what the user asked for: the BFF has cleared the cookie whatever the backend said.
    }
    window.localStorage.clear();
    window.sessionStorage.clear();
    // A full load, not a client navigation: it drops every client cache with the page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/${locale}`);
  }

  return (
    <button type="button" onClick={logout} disabled={busy} className={className}>
      {busy ? t('loggingOut') : t('logout')}
    </button>
  );
}
