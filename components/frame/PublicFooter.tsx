import { useLocale, useTranslations } from 'next-intl';
import {
  COMPANY_LEGAL_NAME, COMPANY_LICENCE, COMPANY_PHONE, CUSTOMER_CARE_EMAIL, SOCIAL_NETWORKS, socialLink, type SocialNetwork,
} from '@/lib/config/company';
import { Phone } from '@/components/ui/Phone';
import { telHref } from '@/lib/phone';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from './icons';

const SOCIAL_ICONS: Record<SocialNetwork, string> = {
  facebook: 'M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2H8v3.5h2.5V20H14v-6.5h2.5L17 10h-3V8.5a.5.5 0 0 1 .5-.5Z',
  instagram: 'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5Zm4 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm4.8-1.3h.01',
  x: 'M4 4l6.5 8.7L4.3 20h1.5l5.4-6.3L15.9 20H20l-6.8-9.1L19 4h-1.5l-5 5.8L8.2 4H4Z',
  linkedin: 'M4 9h3.5v11H4V9Zm1.75-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.3 0 3.7 2.2 3.7 4.9V20H17v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H10V9Z',
};

const link = 'inline-flex min-h-11 items-center gap-2 rounded-md text-slate-200 underline-offset-4 hover:text-white hover:underline';

/**
 * The company's footer on every public page: who it is, its licence, terms, privacy, how to reach
 * it and its social accounts. All facts come from lib/config/company.ts.
 */
export function PublicFooter() {
  const t = useTranslations('footer');
  const lang = useLocale();
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-white">{COMPANY_LEGAL_NAME[lang]}</p>
          <p>{COMPANY_LICENCE[lang]}</p>
        </div>
        <nav aria-label={t('linksLabel')}>
          <ul className="flex flex-col">
            <li><Link href="/terms" prefetch={false} className={link}>{t('terms')}</Link></li>
            <li><Link href="/documents/privacy-policy" prefetch={false} className={link}>{t('privacy')}</Link></li>
            <li><Link href="/cheques" prefetch={false} className={link}>{t('cheques')}</Link></li>
          </ul>
        </nav>
        <div className="flex flex-col">
          <a href={telHref(COMPANY_PHONE)} className={link}>
            <Icon name="phone" />
            <span className="sr-only">{t('call')} </span>
            <Phone number={COMPANY_PHONE} />
          </a>
          <a href={`mailto:${CUSTOMER_CARE_EMAIL}`} className={link}>
            <Icon name="mail" />
            <span className="sr-only">{t('email')} </span>
            <span dir="ltr" className="break-all">{CUSTOMER_CARE_EMAIL}</span>
          </a>
          <ul className="mt-2 flex gap-2" aria-label={t('socialLabel')}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={socialLink(network)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`social.${network}`)}
                  className="grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                    <path d={SOCIAL_ICONS[network]} fillRule="evenodd" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
