import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Refusal } from '@/components/purchase/Refusal';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'purchase.guard' });
  return { title: t('accidentFailedTitle') };
}

/** Spec §5: previous accidents, injuries or dangerous sports are refused online; the company can still help. */
export default async function AccidentFailedPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('purchase.guard');
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <Refusal title={t('accidentFailedTitle')}>
        <p>{t('accidentFailed')}</p>
      </Refusal>
    </div>
  );
}
