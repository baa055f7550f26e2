import { useTranslations } from 'next-intl';
import { policyLines } from '@/lib/config/lines';
import { buyLineHref, lineNavKey } from '@/lib/model/contracts/display';
import { Link } from '@/lib/i18n/navigation';

const messageKey = { ...lineNavKey, home: 'home' } as const;

/** The way in to a purchase from the dashboard home: one tile per line, each leading to its purchase. */
export function BuyInsurance() {
  const t = useTranslations('productLinks');
  return (
    <section aria-labelledby="buy-heading">
      <h2 id="buy-heading" className="text-lg font-semibold">{t('buyHeading')}</h2>
      <p className="mt-1 text-slate-700">{t('buyIntro')}</p>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {policyLines.map((line) => (
          <li key={line}>
            <Link href={buyLineHref(line)} data-buy={line}
              className="flex h-full min-h-11 flex-col gap-1 rounded-xl border border-brand-100 bg-brand-50 p-4 hover:border-brand-600">
              <span className="font-semibold text-brand-900">{t(`buyLine.${messageKey[line]}`)}</span>
              <span className="text-sm text-slate-700">{t(`buyLineHint.${messageKey[line]}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
