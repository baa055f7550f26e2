'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useQueryParam } from '@/components/hooks/useQueryParam';
import { SignInForm } from './SignInForm';

// Loaded when the sign-up tab opens: its steps, uploads and classic zod schemas would otherwise
// weigh on every sign-in, the page SMS and e-mail links lead to.
const SignUpWizard = dynamic(() => import('./signup/SignUpWizard').then((m) => m.SignUpWizard), { loading: WizardLoading });

function WizardLoading() {
  const t = useTranslations('common');
  return <p role="status" className="mt-6 text-slate-700">{t('loading')}</p>;
}

/** signin-signup: sign in, or create an account (`?mode=signup`), as two tabs of one screen. */
export function AuthTabs() {
  const t = useTranslations('signIn');
  const locale = useLocale();
  // Read in the browser: the page is prerendered with the sign-in tab, the common case.
  const signUp = useQueryParam('mode') === 'signup';
  const next = useQueryParam('next');
  const tab = (active: boolean) =>
    `flex-1 rounded-md px-4 py-2 text-center font-semibold ${active ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-600 hover:text-brand-900'}`;
  // The page asked for (a purchase after its price) is kept by both tabs, so sign-up ends on it too.
  const withNext = next ? `next=${encodeURIComponent(next)}` : '';
  const signInHref = `/${locale}/signin-signup${withNext ? `?${withNext}` : ''}`;
  return (
    <>
      <nav aria-label={t('tabs')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <a href={signInHref} aria-current={!signUp ? 'page' : undefined} className={tab(!signUp)}>{t('title')}</a>
        <a href={`/${locale}/signin-signup?mode=signup${withNext ? `&${withNext}` : ''}`} aria-current={signUp ? 'page' : undefined} className={tab(signUp)}>{t('signUp')}</a>
      </nav>
      {signUp ? (
        <>
          <h1 className="mt-6 text-2xl font-bold text-brand-900">{t('signUp')}</h1>
          <SignUpWizard next={next} />
        </>
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-bold text-brand-900">{t('title')}</h1>
          <p className="mt-2 text-slate-700">{t('intro')}</p>
          <SignInForm next={next} />
        </>
      )}
    </>
  );
}
