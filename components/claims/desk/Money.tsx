import { useLocale } from 'next-intl';
import { formatJod } from '@/lib/format';

/** An amount in fils as JOD ("JOD 1,250.500", "1,250.500 دينار أردني"): isolated in its own direction, on one line. */
export function Money({ fils }: { fils: number }) {
  return <bdi className="whitespace-nowrap">{formatJod(fils / 1000, useLocale())}</bdi>;
}
