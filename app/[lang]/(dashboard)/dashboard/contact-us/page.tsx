import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { ContactChannels } from '@/components/service/ContactChannels';
import { ContactForm } from '@/components/service/ContactForm';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireSummary } from '@/lib/query/summary';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'contact' });
  return { title: t('title') };
}

export default async function ContactUsPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { user } = await requireSummary(lang); // the layout's call
  const t = await getTranslations('contact');
  const name = (lang === 'ar' ? user.name_ar : user.name_en) || user.name_en || user.name_ar || '';
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="form-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="form-heading" className="mb-4 text-lg font-semibold text-brand-900">{t('formHeading')}</h2>
          <ClientMessages namespaces={['contact', 'validation', 'errors']}>
            <ContactForm defaults={{ name, email: user.email, phone: user.mobile }} />
          </ClientMessages>
        </section>
        <ContactChannels lang={lang} />
      </div>
    </div>
  );
}
