import type { payments } from '@/lib/api/endpoints';
import { paymentUrl } from '@/lib/config/env';
import type { Handler } from '../context';
import { toJod } from '../pricing/money';
import { cancelQuotePayment, payQuoteByCard, paymentOf, settleIfDue, startQuotePayment } from '../payments/payment';
import { paymentView } from '../payments/view';
import type { AreaHandlers } from './registry';
import { requireUser } from './user-view';

/**
 * Where the browser goes to pay: the card payment redirect URL of spec §9 (PAYMENT_URL) with the
 * payment's id, amount and language, or the portal's own hosted payment page. A paid payment goes
 * straight to its result.
 */
function redirectUrl(lang: string, paymentId: string, amountFils: number, paid: boolean): string {
  if (paid) return `/${lang}/payment-result?paymentId=${encodeURIComponent(paymentId)}`;
  const external = paymentUrl();
  if (!external) return `/${lang}/pay/${encodeURIComponent(paymentId)}`;
  const url = new URL(external);
  url.searchParams.set('payment_id', paymentId);
  url.searchParams.set('amount', toJod(amountFils).toFixed(3));
  url.searchParams.set('currency', 'JOD');
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** POST /payment/start {quote_id, accept_terms}. */
const startPayment: Handler<typeof payments.startPayment> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  const row = await startQuotePayment(db, me, { quoteId: body.quote_id, acceptTerms: body.accept_terms, lang }, now);
  return { payment_id: row.id, status: row.status, redirect_url: redirectUrl(lang, row.id, row.amountFils, row.status === 'paid') };
};

/** GET /payment/{id}: the payment's state; a delayed card answer that has come due is settled first. */
const getPayment: Handler<typeof payments.getPayment> = async ({ db, user, params, now, lang }) => {
  const me = requireUser(user);
  const row = await settleIfDue(db, await paymentOf(db, me.id, params.id ?? ''), now);
  return paymentView(db, row, now, lang);
};

/** POST /payment/{id}/card: the hosted page's submit. */
const payByCard: Handler<typeof payments.payByCard> = async ({ db, user, params, body, now, lang }) => {
  const me = requireUser(user);
  return paymentView(db, await payQuoteByCard(db, me, params.id ?? '', body, now), now, lang);
};

/** POST /payment/{id}/cancel: the hosted page's cancel link. */
const cancelPayment: Handler<typeof payments.cancelPayment> = async ({ db, user, params, now, lang }) => {
  const me = requireUser(user);
  return paymentView(db, await cancelQuotePayment(db, me, params.id ?? '', now), now, lang);
};

export const paymentHandlers: AreaHandlers = {
  startPayment: startPayment as Handler,
  getPayment: getPayment as Handler,
  payByCard: payByCard as Handler,
  cancelPayment: cancelPayment as Handler,
};
