/**
 * The pricing domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { CAR_MINIMUM_PREMIUM_FILS, carAge, carRatePerMille, priceCar } from './car';
export { priceCarOnline } from './car-online';
export { priceThirdParty } from './car-third-party';
export { carryHolds, dropHolds, dropHoldsBought, heldPrices, holdPrice, purgePriceHolds } from './holds';
export { HOME_FEE_FILS, HOME_MINIMUM_PREMIUM_FILS, priceHome } from './home';
export { assertMayBuy } from './may-buy';
export { type PriceFils, toJod } from './money';
export { applyOffer, offerInForce } from './offer';
export { GUARD_RATES, priceGuard } from './personal-accident';
export { companyIssuedPrice, contractPriceOf, priceInJod } from './price-lines';
export { priceNow } from './price-of';
export { assertMayBuyTravel, assertUnderAgeLimit, invalid, priceTrip, tripAges } from './price-rules';
export { findOffer, quoteProduct } from './product';
