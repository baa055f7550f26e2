import { Ltr } from '@/components/ui/Ltr';
import { WithValues } from '@/components/ui/WithValues';

/**
 * A translated sentence with one value (a date, a number) kept left to right in its own span, for
 * messages written without rich tags (the shared `claims.dues.*`): `say` is `(value) => t(key, { date: value })`.
 */
export function WithLtr({ say, value }: { say: (value: string) => string; value: string }) {
  return <WithValues say={(m) => say(m.value)} values={{ value: <Ltr>{value}</Ltr> }} />;
}
