import { carQuoteSchema } from '@/lib/validation/car-price';
import { homeQuotationSchema } from '@/lib/validation/home';
import type { ContractDocument } from '../../uploads';
import { carDocumentList } from './car-documents';
import { titleDeedList } from './title-deed';
import type { QuoteRow } from '../../db/tx';

/** The uploads the contract of a quote will be bound to when it is issued, by the quote's kind (none for most). */
export function quoteDocuments(quote: Pick<QuoteRow, 'kind' | 'inputs'>): ContractDocument[] {
  if (quote.kind === 'motor') {
    const { licence_front, licence_back, registration } = carQuoteSchema.parse(quote.inputs);
    return carDocumentList({ licence_front, licence_back, registration });
  }
  if (quote.kind === 'home') return titleDeedList(homeQuotationSchema.pick({ title_deed: true }).parse(quote.inputs).title_deed);
  return [];
}
