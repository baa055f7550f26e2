import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerificationResult, type Verification } from '@/components/policy/VerificationResult';
import { qrToken } from '@/lib/api/endpoints/policies';
import { publicServerCall } from '@/lib/session/portal-session';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'policy.verify' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const UNKNOWN: Verification = { state: 'unknown', contract_number: null, line: null, holder_masked: null, expiry: null };

/** Public check of a contract from the QR code printed on its PDF (spec §2, policy/qrCode). */
export default async function VerifyPolicyPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  // A missing or malformed token names no contract: the page says so rather than failing.
  const result = qrToken.safeParse(token).success
    ? await publicServerCall(lang, (api) => api.verifyPolicyQr({ query: { token } }))
    : UNKNOWN;
  const t = await getTranslations('policy.verify');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('heading')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <VerificationResult result={result} />
    </div>
  );
}
