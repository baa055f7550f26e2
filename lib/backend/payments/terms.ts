import type { Locale } from '@/lib/config/business';
import { currentTerms } from '@/lib/config/product-terms';
import type { AcceptTerms } from '@/lib/validation/payment';
import type { TermsAcceptance } from '../db/schema';
import { HttpError } from '../http';
import { quoteProduct } from '../pricing';
import type { QuoteRow } from '../db/tx';

/**
 * The acceptance a payment start must carry: the terms of the quote's product at their current
 * version (lib/config/documents.json), ticked on the summary in the language of the request. Without
 * it, 400 terms_not_accepted; another document or version (the terms changed while the summary was
 * open), 409 terms_changed with the current ones, so the screen shows them again.
 */
export function termsAccepted(quote: Pick<QuoteRow, 'kind' | 'inputs'>, given: AcceptTerms | null | undefined, lang: Locale, now: Date): TermsAcceptance {
  const terms = currentTerms(quoteProduct(quote.kind, quote.inputs).terms);
  if (!given) throw new HttpError(400, 'terms_not_accepted', 'Please read and accept the terms and the declarations before paying');
  if (given.document !== terms.document || given.version !== terms.version) {
    throw new HttpError(409, 'terms_changed', 'The terms have changed. Please read the current terms and accept them again',
      { terms: { document: terms.document, version: terms.version, title: terms.title[lang], declaration: terms.declaration } });
  }
  // The declaration is the product's, decided here: the browser only says which terms it showed.
  return { accepted_at: now.toISOString(), document: terms.document, version: terms.version, language: lang, declaration: terms.declaration };
}

/** On a new attempt at a failed payment: the customer's first acceptance stands while it is of the same terms. */
export function keptAcceptance(recorded: TermsAcceptance | null, given: TermsAcceptance): TermsAcceptance {
  return recorded && recorded.document === given.document && recorded.version === given.version ? recorded : given;
}
