import { formatPhone } from '@/lib/phone';

/**
 * A phone number as every screen shows it ("079 000 0001", lib/phone's formatPhone): left to
 * right in either language, and kept on one line (its groups would otherwise wrap apart).
 */
export function Phone({ number, className }: { number: string; className?: string }) {
  return <bdi dir="ltr" className={`whitespace-nowrap ${className ?? ''}`.trim()}>{formatPhone(number)}</bdi>;
}
