import { createTranslator } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import type { Locale } from '@/lib/config/business';
import type { CoverLimit } from '@/lib/config/covers';
import { formatJod } from '@/lib/format';
import { contractCovers } from '@/lib/model/claims/covers';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/**
 * What the contract pays, one row per cover of the one covers table (lib/config/covers.ts): the cover's
 * name, then its limit and its excess, worded as the contract's page lists them (messages `covers`).
 */
export function coverRows(policy: Pick<Policy, 'line' | 'segment_code' | 'insured_sum'>, lang: Locale): [string, string][] {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'covers' });
  const amount = (jod: number) => ({ amount: () => formatJod(jod, lang) });
  const limit = (l: CoverLimit): string => {
    if ('law' in l) return t('limit.law');
    if ('jod' in l) return t.markup(policy.line === 'travel' ? 'limit.perTraveller' : 'limit.upTo', amount(l.jod));
    return policy.insured_sum > 0 ? t.markup('limit.upTo', amount((policy.insured_sum * l.insuredSumPercent) / 100)) : t('limit.insuredSum');
  };
  return contractCovers(policy.line, policy.segment_code).map((c) => [
    t(`${c.cover}.name`),
    `${limit(c.limit)} · ${c.excessJod > 0 ? t.markup('excess', amount(c.excessJod)) : t('noExcess')}`,
  ]);
}
