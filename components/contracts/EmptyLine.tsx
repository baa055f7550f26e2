import { useTranslations } from 'next-intl';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { buyLineHref, lineNavKey } from '@/lib/model/contracts/display';
import { Link } from '@/lib/i18n/navigation';

/** A line's none-found screen: what is missing, why it is worth having, and where to buy it. */
export function EmptyLine({ line }: { line: PolicyLine }) {
  const t = useTranslations(`contracts.lines.${lineNavKey[line]}`);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-brand-900">{t('empty')}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{t('emptyBody')}</p>
      <Link href={buyLineHref(line)} className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        {t('buy')}
      </Link>
    </div>
  );
}
