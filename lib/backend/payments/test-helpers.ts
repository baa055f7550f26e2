/** For backend tests of quotes and payments: the bodies and uploads they send (the calls themselves: ../test-client). */
import { dayFrom } from '@/lib/calendar/days';
import type { Db } from '../db/client';

/** A day `offset` days from today in Amman, as the API takes it. */
export const apiDay = (offset: number) => `${dayFrom(new Date(), offset)}T00:00:00.000Z`;

export function travelBody(over: Record<string, unknown> = {}) {
  return {
    program: 'sky', countries: ['TR'], worldwide: false, travel_type: 'individual',
    start_date: apiDay(7), days: 10,
    travellers: [{ name: 'Omar Khaled Saleh Haddad', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'N1234567' }],
    ...over,
  };
}

/** The home of a home quotation: its kind and address (the address step's answers). */
export const TEST_HOME = { property_kind: 'apartment', governorate: 'amman', area: 'Khalda', street: 'Wasfi Al-Tal Street', building: '27', floor: '3' };

/** A title deed as the upload store records it (no file needed: issuing only claims the row). */
export async function titleDeedOf(db: Db, email: string, purpose = 'title-deed'): Promise<string> {
  const { eq } = await import('drizzle-orm');
  const { uploads, users } = await import('../db/schema');
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const id = crypto.randomUUID();
  await db.insert(uploads).values({
    id, userId: user!.id, address: 'test', purpose, type: 'application/pdf', size: 1000, name: 'deed.pdf', path: `uploads/${id}`, sha256: 'x',
  });
  return id;
}

/**
 * The body of POST /payment/start as the summary sends it once the customer has ticked the terms: the
 * quote and its current terms (as its quotation names them). An unknown quote id goes without terms.
 */
export async function startBody(db: Db, quoteId: string) {
  const { eq } = await import('drizzle-orm');
  const { quotes } = await import('../db/schema');
  const { currentTerms } = await import('@/lib/config/product-terms');
  const { quoteProduct } = await import('../pricing/product');
  const [quote] = /^[0-9a-f-]{36}$/i.test(quoteId) ? await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1) : [];
  if (!quote) return { quote_id: quoteId };
  const { document, version } = currentTerms(quoteProduct(quote.kind, quote.inputs).terms);
  return { quote_id: quoteId, accept_terms: { document, version } };
}
