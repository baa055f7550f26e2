'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';

type Props = {
  /** Omitted on the first step. */
  onBack?: () => void;
  /** Without it the Next button submits the step's form. */
  onNext?: () => void;
  nextLabel?: string;
  backLabel?: string;
  /** While the step is being sent: Next is disabled and says so. */
  busy?: boolean;
  busyLabel?: string;
  /** The id of the form Next submits when it sits outside the form. */
  form?: string;
};

/** Back and Next (44 px tall), Next at the end of the line in both directions. */
export function StepNav({ onBack, onNext, nextLabel, backLabel, busy, busyLabel, form }: Props) {
  const t = useTranslations('flow');
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
      {/* Without Back, the placeholder keeps Next at the end on wider screens; on a phone it would inset Next by the gap. */}
      {onBack ? <Button variant="secondary" onClick={onBack}>{backLabel ?? t('back')}</Button> : <span className="max-sm:hidden" />}
      <Button
        type={onNext ? 'button' : 'submit'}
        form={form}
        onClick={onNext}
        disabled={busy}
        aria-busy={busy || undefined}
        className="grow sm:grow-0"
      >
        {busy ? (busyLabel ?? t('sending')) : (nextLabel ?? t('next'))}
      </Button>
    </div>
  );
}
