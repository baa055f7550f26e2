import { makeById, modelOf } from '@/lib/config/car-makes';
import { carQuoteSchema, type CarPriceAnswers } from '@/lib/validation/car-price';
import type { PolicyDeclarations } from '../../db/schema/policies';
import { toJod } from '../../pricing';
import { bindDocuments, lockDocumentsFree } from '../../uploads';
import { carDocumentList } from '../insured/car-documents';
import { holderDeclarations } from '../insured/holder-inputs';
import type { QuoteRow, Writer } from '../../db/tx';
import { insertContract } from './contract';
import { yearFrom } from './new-contracts';

/** The segment code of each cover (lib/model/contracts/product-names.ts). */
export const CAR_SEGMENT_CODES = { comprehensive: 'MC-COMP', 'third-party': 'MC-TPL' } as const;

/** What a third-party contract keeps of its price: the tariff entry, so a renewal can price it the same way. */
function coverDeclarations(answers: CarPriceAnswers): PolicyDeclarations {
  if (answers.cover !== 'third-party') return {};
  return { third_party: { use: answers.use, vehicle_type: answers.vehicle_type, size: answers.size } };
}

/**
 * A car bought online: a year from today, the car as the registration names it (make and model in
 * English, as the company's contracts store them). Comprehensive insures the car at the valuation it
 * was priced on; third party is liability only, so it has no insured sum of the car (0: the contract
 * page and PDF say "Third-party liability"). The images are bound to the contract in the payment's
 * transaction; one that has gone since the quote, or that another contract took since (a parallel
 * payment of another quote naming it), issues nothing (the payment is refunded).
 */
export async function issueCar(tx: Writer, quote: QuoteRow, now: Date) {
  const { answers, vehicle, ...documents } = carQuoteSchema.parse(quote.inputs);
  const images = carDocumentList(documents);
  if (!(await lockDocumentsFree(tx, quote.userId, images))) return null;
  const comprehensive = answers.cover === 'comprehensive';
  const contract = await insertContract(tx, {
    userId: quote.userId,
    line: 'motor',
    segmentCode: CAR_SEGMENT_CODES[answers.cover],
    ...yearFrom(now),
    plateNumber: vehicle.plate_number,
    vehicleType: makeById(vehicle.make)?.en ?? vehicle.make,
    vehicleModel: modelOf(vehicle.make, vehicle.model)?.en ?? vehicle.model,
    productionYear: vehicle.production_year,
    engineType: comprehensive ? answers.engine_type : null,
    insuredSum: comprehensive ? answers.valuation : 0,
    premium: toJod(quote.amountFils),
    declarations: {
      ...holderDeclarations(quote.inputs),
      ...coverDeclarations(answers),
      vehicle_documents: { licence_front: documents.licence_front, licence_back: documents.licence_back, registration: documents.registration },
    },
  }, now);
  await bindDocuments(tx, images, contract.id, now);
  return contract;
}
