import type { prices } from '@/lib/api/endpoints';
import type { Price } from '@/lib/api/endpoints/prices';
import { QUOTE_VALID_MINUTES } from '@/lib/config/business';
import type { PriceAnswers } from '@/lib/validation/price-answers';
import type { Handler } from '../context';
import { HttpError } from '../http';
import { priceCarOnline } from '../pricing/car-online';
import { toJod, type PriceFils } from '../pricing/money';
import type { AreaHandlers } from './registry';

const option = (name: string, price: PriceFils) => ({
  option: name, premium: toJod(price.premium), offer: null, fees: toJod(price.fees), tax: toJod(price.tax), total: toJod(price.total),
});

/** The price of a line's answers now. Car only so far; the other lines follow. */
function priceOf(request: PriceAnswers, now: Date): Omit<Price, 'held_until'> {
  if (request.line !== 'car') throw new HttpError(400, 'not_priced', 'This line is not priced here yet');
  const result = priceCarOnline(request.answers, now);
  return {
    line: 'car', currency: 'JOD',
    options: result.price ? [option(request.answers.cover, result.price)] : [],
    referral: result.referral,
  };
}

/** POST /quotation/price: a price before any account. */
const createPrice: Handler<typeof prices.createPrice> = async ({ body, now }) => ({
  ...priceOf(body, now),
  held_until: new Date(now.getTime() + QUOTE_VALID_MINUTES * 60_000).toISOString(),
});

/** GET /quotation/price/held: what this session holds. */
const getHeldPrices: Handler<typeof prices.getHeldPrices> = async () => ({ held: [] });

export const priceHandlers = { createPrice, getHeldPrices } satisfies AreaHandlers;
