import type { car } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { HttpError } from '../http';
import { assertCarDocuments } from '../contracts';
import { assertMayBuy, coverOf, holdQuote, plateHeldByAnother, quotationView } from '../payments';
import { priceCarOnline } from '../pricing';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

/**
 * POST /car/quotation: car cover bought online. Priced here from the answers by the company's tables
 * (whatever the browser may think it costs); a car the rules send to a person answers 422 with the
 * reason, for the screen to offer the car request; so does a car another customer insures (one car,
 * one contract). The licence and registration must be the
 * customer's own uploads, sent for those purposes. Held as a quote of kind 'motor' (issuers/new-car.ts).
 */
const createCarQuotation: Handler<typeof car.createCarQuotation> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  assertMayBuy(me);
  // A car on another customer's contract in force goes to a person whatever it would cost (checked again at issue, plate-holder.ts).
  if (await plateHeldByAnother(db, me.id, coverOf('motor', body, now)!)) {
    throw new HttpError(422, 'car_referred', 'This car is already insured with us under another customer\'s contract: send a car request and the motor department will check it with you', { reason: 'plate-insured' });
  }
  const result = priceCarOnline(body.answers, now);
  if (result.referral !== null) {
    throw new HttpError(422, 'car_referred', 'This car is priced by the motor department: send a car request', { reason: result.referral });
  }
  await assertCarDocuments(db, me.id, body);
  return quotationView(await holdQuote(db, { userId: me.id, kind: 'motor', line: 'motor', inputs: body, price: result.price }, now), lang);
};

export const carHandlers = { createCarQuotation } satisfies AreaHandlers;
