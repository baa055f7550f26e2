import { useTranslations } from 'next-intl';
import { Icon } from '@/components/frame/icons';
import { Link } from '@/lib/i18n/navigation';
import { PRODUCTS } from './products';

/**
 * Each product as a tile: a line sold online leads to its price (no account needed), the others to
 * their request or service (not prefetched: a visitor is sent to sign in first).
 */
export function ProductTiles() {
  const t = useTranslations('landing');
  const tp = useTranslations('pricing');
  return (
    <section aria-labelledby="products-heading" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h2 id="products-heading" className="text-2xl font-bold text-brand-900">{t('productsTitle')}</h2>
      <p className="mt-1 text-slate-700">{t('productsIntro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRODUCTS.map((p) => (
          <li key={p.key} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md">
            <Link
              href={p.price ?? p.href}
              prefetch={false}
              data-product={p.key}
              data-price={p.price ? p.key : undefined}
              className="group flex grow gap-4 rounded-2xl p-5"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={p.icon} className="size-7" />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-lg font-semibold text-brand-900">{t(`products.${p.key}.name`)}</span>
                <span className="text-sm text-slate-700">{t(`products.${p.key}.text`)}</span>
                <span className="mt-auto pt-2 text-sm font-semibold text-brand-700 group-hover:underline">
                  {p.price ? tp('seePrice') : t(p.key === 'lababak' ? 'request' : 'buy')} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
