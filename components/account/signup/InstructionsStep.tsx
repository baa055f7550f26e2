'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';

/** What happens after the scan: the details still needed, the code, and the review. */
export function InstructionsStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const t = useTranslations('signUp');
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-slate-700">{t('instructionsIntro')}</p>
      <ol className="list-decimal space-y-2 ps-6 text-slate-700">
        <li>{t('instruction1')}</li>
        <li>{t('instruction2')}</li>
        <li>{t('instruction3')}</li>
      </ol>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onBack}>{t('back')}</Button>
        <Button onClick={onDone}>{t('continue')}</Button>
      </div>
    </div>
  );
}
