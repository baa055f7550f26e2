import type { payments } from '@/lib/api/endpoints';
import { paymentUrl } from '@/lib/config/env';
import type { Handler } from '../context';
import { toJod } from '../pricing';
import {
  cancelQuotePayment, configuredGateway, hostedPageOf, paymentOf, paymentView, payQuoteByCard, receiveWebhook, settleIfDue, startQuotePayment, verifyWhenDue,
} from '../payments';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

/**
 * Where the browser goes to pay without a gateway (demo only): the card payment redirect URL of spec
 * §9 (PAYMENT_URL) with the payment's id, amount and language, or the portal's test payment page.
 */
function demoRedirectUrl(lang: string, paymentId: string, amountFils: number): string {
  const external = paymentUrl();
  if (!external) return `/${lang}/pay/${encodeURIComponent(paymentId)}`;
  const url = new URL(external);
  url.searchParams.set('payment_id', paymentId);
  url.searchParams.set('amount', toJod(amountFils).toFixed(3));
  url.searchParams.set('currency', 'JOD');
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** POST /payment/start {quote_id, accept_terms}: a paid payment goes straight to its result; a pending one to its payment page. */
const startPayment: Handler<typeof payments.startPayment> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  const row = await startQuotePayment(db, me, { quoteId: body.quote_id, acceptTerms: body.accept_terms, lang }, now);
  const gateway = configuredGateway();
  const redirect = row.status !== 'pending' ? `/${lang}/payment-result?paymentId=${encodeURIComponent(row.id)}`
    : gateway ? await hostedPageOf(db, gateway, row, me, lang, now)
      : demoRedirectUrl(lang, row.id, row.amountFils);
  return { payment_id: row.id, status: row.status, redirect_url: redirect };
};

/** GET /payment/{id}: the payment's state; a gateway's outcome or a delayed card answer that has come due is recorded first. */
const getPayment: Handler<typeof payments.getPayment> = async ({ db, user, params, now, lang }) => {
  const me = requireUser(user);
  const row = await paymentOf(db, me.id, params.id ?? '');
  const gateway = configuredGateway();
  return paymentView(db, gateway ? await verifyWhenDue(db, gateway, row, now) : await settleIfDue(db, row, now), now, lang);
};

/** POST /payment/{id}/card: the test payment page's submit (demo without a gateway only). */
const payByCard: Handler<typeof payments.payByCard> = async ({ db, user, params, body, now, lang }) => {
  const me = requireUser(user);
  return paymentView(db, await payQuoteByCard(db, me, params.id ?? '', body, now), now, lang);
};

/** POST /payment/{id}/cancel: the payment page's cancel link, or the customer back from the gateway's page by its cancel button. */
const cancelPayment: Handler<typeof payments.cancelPayment> = async ({ db, user, params, now, lang }) => {
  const me = requireUser(user);
  return paymentView(db, await cancelQuotePayment(db, me, params.id ?? '', now), now, lang);
};

/** POST /payment/gateway-webhook: the gateway's signed notice (webhook.ts). */
const paymentWebhook: Handler<typeof payments.paymentWebhook> = async ({ db, request, now }) => {
  await receiveWebhook(db, configuredGateway(), request!, now);
  return { received: true as const };
};

export const paymentHandlers = {
  startPayment,
  getPayment,
  payByCard,
  cancelPayment,
  paymentWebhook,
} satisfies AreaHandlers;
