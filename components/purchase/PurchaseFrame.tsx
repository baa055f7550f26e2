import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/layout/ClientMessages';
import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

/** The page around a purchase flow: its title and intro, and the client messages the steps use. */
type Namespace = ComponentProps<typeof ClientMessages>['namespaces'][number];

export function PurchaseFrame({ title, intro, back, children, extra = [] }: {
  title: string; intro?: string; back: string; children: ReactNode;
  /** Further message namespaces the flow's client components use (e.g. 'motor'). */
  extra?: Namespace[];
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <Link href="/dashboard" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">{back}</Link>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      <ClientMessages namespaces={['purchase', 'flow', 'steps', 'validation', 'errors', 'upload', ...extra]}>
        <Suspense>{children}</Suspense>
      </ClientMessages>
    </div>
  );
}
