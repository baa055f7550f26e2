import { Ltr } from '@/components/ui/Ltr';

const MARK = '\uE000';

/**
 * A translated sentence with one value (a date, a number) kept left to right in its own span, for
 * messages written without rich tags (the shared `claims.dues.*`): `say` is `(value) => t(key, { date: value })`.
 */
export function WithLtr({ say, value }: { say: (value: string) => string; value: string }) {
  const [before = '', after = ''] = say(MARK).split(MARK);
  return <>{before}<Ltr>{value}</Ltr>{after}</>;
}
