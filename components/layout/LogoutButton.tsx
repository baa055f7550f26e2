'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser';

/**
 * Ends the session on the backend, clears the cookie and browser storage, and reloads at the root of
 * the page's language (spec §4 says the site root; `/` would drop an Arabic reader on English).
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useTranslations('common');
  const locale = useLocale();

  const logout = useMutation({
    // The device id lives in the session cookie; the BFF puts it in the body.
    mutationFn: () => browserApi(locale).logout({ body: { deviceId: '' } }),
    // Leaving is what the user asked for: the BFF has cleared the cookie whatever the backend said.
    onSettled: () => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      // A full load, not a client navigation: it drops every client cache with the page.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/${locale}`);
    },
  });
  // Once sent, the page is leaving: the button stays busy until it has.
  const busy = !logout.isIdle;

  return (
    <button type="button" onClick={() => logout.mutate()} disabled={busy} className={className}>
      {busy ? t('loggingOut') : t('logout')}
    </button>
  );
}
