import { eq } from 'drizzle-orm';
import type { Payment } from '@/lib/api/endpoints/payments';
import { COMPANY_NAME } from '@/lib/config/company';
import type { Db } from '../db/client';
import { policies, quotes } from '../db/schema';
import { toJod } from '../pricing';
import { configuredGateway } from './gateway/configured';
import { quoteExpired } from './quotes';
import { newerPaymentOf } from './supersede';
import type { PaymentRow } from '../db/tx';
import type { Locale } from '@/lib/config/business';

/** Where the customer goes on paying a pending payment: its gateway's hosted page, or the portal's test page when there is no gateway. */
function payUrlOf(row: PaymentRow, lang: Locale): string | null {
  if (row.status !== 'pending') return null;
  return row.gatewayRedirect ?? (configuredGateway() ? null : `/${lang}/pay/${row.id}`);
}

/**
 * A payment as the API shows it, with its quote's state and, once paid, the contract it issued. The
 * merchant is the company, named in the language of the request (the hosted page shows it).
 */
export async function paymentView(db: Db, row: PaymentRow, now: Date, lang: Locale): Promise<Payment> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, row.quoteId)).limit(1);
  const [policy] = row.policyId
    ? await db.select({ id: policies.id, line: policies.line, contract_number: policies.contractNumber }).from(policies).where(eq(policies.id, row.policyId)).limit(1)
    : [];
  const newer = row.failureReason === 'superseded' && quote ? await newerPaymentOf(db, row, quote) : null;
  return {
    payment_id: row.id,
    quote_id: row.quoteId,
    kind: quote?.kind ?? 'unknown',
    line: quote?.line ?? 'travel',
    status: row.status,
    failure_reason: row.failureReason,
    amount: toJod(row.amountFils),
    currency: 'JOD',
    merchant: COMPANY_NAME[lang],
    card_last4: row.cardLast4,
    quote_valid_until: (quote?.expiresAt ?? now).toISOString(),
    can_retry: row.status === 'failed' && row.failureReason !== 'superseded' && !!quote && quote.status === 'open' && !quoteExpired(quote, now),
    newer_payment_id: newer?.id ?? null,
    newer_pay_url: newer ? payUrlOf(newer, lang) ?? `/${lang}/payment-result?paymentId=${newer.id}` : null,
    terms_accepted: row.termsAcceptance ? { document: row.termsAcceptance.document, version: row.termsAcceptance.version } : null,
    policy: policy ?? null,
    pay_url: payUrlOf(row, lang),
  };
}
