import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OtpForm, type OtpState } from '@/components/account/OtpForm';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readSession, sessionApi } from '@/lib/session/server';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'otp' });
  return { title: t('title') };
}

export default async function ValidateOtpPage({ params }: Props) {
  // Rendered per request, so Next can put the nonce of the page's Content-Security-Policy on its scripts (lib/http/page-csp).
  await connection();
  const lang = await pageLocale(params);
  const t = await getTranslations('otp');
  const state = await otpState(lang);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <ClientMessages namespaces={['otp', 'validation', 'errors', 'proofOfWork']}>
          <Suspense>
            <OtpForm initial={state} />
          </Suspense>
          <LogoutButton className="mt-6 text-sm text-slate-600 underline" />
      </ClientMessages>
    </>
  );
}

/** Whether a usable code was sent (the screen's words depend on it); null lets the form ask itself. */
async function otpState(lang: string): Promise<OtpState | null> {
  const session = await readSession();
  if (!session?.user) return null;
  try {
    const s = await (await sessionApi(lang)).getOtpState();
    return { sent: s.sent, mobileHint: s.mobile_hint, resendAfterS: s.resend_after_s };
  } catch {
    return null;
  }
}
