import type { prices } from '@/lib/api/endpoints';
import { QUOTE_VALID_MINUTES } from '@/lib/config/business';
import { PRICE_LIMITS } from '@/lib/config/security';
import type { Handler } from '../context';
import { HttpError } from '../http';
import { enforceRateLimits, type Limit } from '../limits/rate-limit';
import { heldPrices, holdPrice, priceNow } from '../pricing';
import type { AreaHandlers } from './registry';

const noSession = () => new HttpError(401, 'invalid_session_id', 'Session not found');

/**
 * POST /quotation/price: a price before any account, for anyone with a session (the BFF gives a
 * visitor their own). Counted first, per session, per address and, signed in, per account; then
 * priced (the account's birth date over the answers') and held for the session, the newest per line.
 */
const createPrice: Handler<typeof prices.createPrice> = async ({ db, session, user, address, body, now, lang }) => {
  if (!session) throw noSession();
  const limits: [string, Limit][] = [
    [`price:session:${session.id}`, PRICE_LIMITS.perSession],
    [`price:address:${address}`, PRICE_LIMITS.perAddress],
  ];
  if (user) limits.push([`quote-prices:user:${user.id}`, PRICE_LIMITS.perUser]);
  await enforceRateLimits(db, limits, now);
  const price = {
    ...(await priceNow(db, user, body, now, lang)),
    held_until: new Date(now.getTime() + QUOTE_VALID_MINUTES * 60_000).toISOString(),
  };
  await holdPrice(db, session.id, body, price, now);
  return price;
};

/** GET /quotation/price/held: what this session holds, unexpired, the newest first. */
const getHeldPrices: Handler<typeof prices.getHeldPrices> = async ({ db, session, now }) => {
  if (!session) throw noSession();
  return { held: await heldPrices(db, session.id, now) };
};

export const priceHandlers = { createPrice, getHeldPrices } satisfies AreaHandlers;
