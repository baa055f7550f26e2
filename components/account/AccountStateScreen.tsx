import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { LogoutButton } from '@/components/layout/LogoutButton';

const CARE_PHONE = '+962 6 500 0000';

/** The holding screens of spec §4: under review ('processing') and suspended. */
export function AccountStateScreen({ state }: { state: 'review' | 'suspended' }) {
  const t = useTranslations('accountState');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <span aria-hidden="true" className={`grid size-14 place-items-center rounded-full text-2xl ${state === 'review' ? 'bg-brand-50 text-brand-700' : 'bg-red-50 text-red-700'}`}>
        {state === 'review' ? '⏳' : '!'}
      </span>
      <h1 className="text-2xl font-bold text-brand-900">{t(state === 'review' ? 'reviewTitle' : 'suspendedTitle')}</h1>
      <p className="text-slate-700">{t(state === 'review' ? 'reviewBody' : 'suspendedBody')}</p>
      <p className="text-slate-700">{t.rich('contact', { phone: CARE_PHONE, bdi: (c) => <bdi>{c}</bdi> })}</p>
      <ClientMessages namespaces={[]}>
        <LogoutButton className="rounded-lg border border-slate-300 px-4 py-2 font-semibold" />
      </ClientMessages>
    </div>
  );
}
