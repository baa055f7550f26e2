import type { Price } from '@/lib/api/endpoints/prices';
import { dayOfApiDate } from '@/lib/validation/api-date';
import type { PriceAnswers, PricedLine } from '@/lib/validation/price-answers';
import type { BuyerProfile } from '@/components/purchase/profile';
import type { FlowData } from '@/lib/flow';
import type { GuardData } from '@/components/purchase/personal-accident/flow';
import type { HomeData } from '@/components/purchase/home/flow';
import type { TravelData } from '@/components/purchase/travel/flow';

export type { PriceShown } from './price-shown';
import type { PriceShown } from './price-shown';

export type AnswersOf<L extends PricedLine> = Extract<PriceAnswers, { line: L }>['answers'];

/** How a line's held answers start its purchase flow. */
export interface Carry<L extends PricedLine, D extends FlowData> {
  line: L;
  /** The draft and the steps those answers finish. Where the account has a birth date, the answers' is not carried (the account's is used). */
  draft(answers: AnswersOf<L>, profile: BuyerProfile): { data: Partial<D>; done: string[] };
  /** What the price depended on in the draft: the note compares prices only while these are unchanged. */
  signature(data: Partial<D>): string;
}

/** The totals of a price, by option, with the signature of the draft they belong to. */
export function shownOf(price: Price, signature: string): PriceShown {
  return { totals: Object.fromEntries(price.options.map((o) => [o.option, o.total])), for: signature };
}

const declared = (profile: BuyerProfile, birthDate: string) => (profile.birth_date ? {} : { birth_date: dayOfApiDate(birthDate) });

export const guardCarry: Carry<'personal-accident', GuardData> = {
  line: 'personal-accident',
  draft: (a, profile) => ({
    data: { ...declared(profile, a.birth_date), previous_accidents: 'no', insured_sum: a.insured_sum },
    done: a.previous_accidents ? [] : ['about', 'sum'],
  }),
  signature: (d) => `${d.insured_sum ?? ''}`,
};

export const homeCarry: Carry<'home', HomeData> = {
  line: 'home',
  draft: (a, profile) => ({
    data: { ...declared(profile, a.birth_date), home_value: a.home_value, possessions_value: a.possessions_value },
    done: ['values', 'age'],
  }),
  signature: (d) => `${d.home_value ?? ''}/${d.possessions_value ?? ''}`,
};

export const travelCarry: Carry<'travel', TravelData> = {
  line: 'travel',
  draft: (a, profile) => ({
    data: {
      countries: a.countries, worldwide: a.worldwide, start_date: dayOfApiDate(a.start_date), days: a.days,
      travel_type: a.travel_type,
      travellers: a.travellers.map((t, i) => i === 0
        ? { name: profile.name_en, birth_date: profile.birth_date ?? dayOfApiDate(t.birth_date), passport_id: profile.passport_id ?? '' }
        : { name: '', birth_date: dayOfApiDate(t.birth_date), passport_id: '' }),
    },
    done: ['trip'],
  }),
  signature: (d) => JSON.stringify([d.countries, d.worldwide, d.start_date, d.days, d.travel_type, (d.travellers ?? []).map((t) => t.birth_date)]),
};
