import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { Link } from '@/lib/i18n/navigation';

/** The page around a purchase flow: its title and intro, and the client messages the steps use. */
export function PurchaseFrame({ title, intro, back, children }: { title: string; intro?: string; back: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <Link href="/dashboard" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">{back}</Link>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      <ClientMessages namespaces={['purchase', 'flow', 'steps', 'validation', 'errors', 'upload']}>
        <Suspense>{children}</Suspense>
      </ClientMessages>
    </div>
  );
}
