/** For backend tests of buying car cover: the answers, the car and the images POST /car/quotation takes. */
import type { Db } from '../db/client';
import { titleDeedOf } from './test-helpers';

export const comprehensiveAnswers = (over: Record<string, unknown> = {}) => ({
  cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'hybrid', production_year: 2022, valuation: 15_000, previous_claim: false, ...over,
});
export const thirdPartyAnswers = (over: Record<string, unknown> = {}) => ({ cover: 'third-party', use: 'private', vehicle_type: 'car', size: 'cc-2000', ...over });
let plates = 0;
/** A plate no other test car has, so covers of one file do not overlap each other; written as kept (no leading zero, normalisePlate). */
export const newPlate = () => `${(plates += 1) % 90 + 10}-${10_000 + (Date.now() % 90_000)}${plates % 10}`;
/** The car of a quote; a plate of its own unless given (the seeded Corolla's 12-34567 is the demo customer's car). */
export const vehicleOf = (over: Record<string, unknown> = {}) => ({ make: 'toyota', model: 'corolla', production_year: 2022, plate_number: newPlate(), ...over });
/** The same plate as a customer may type it: the number with leading zeros, spaces, another dash, Arabic-Indic digits. */
export const platesTypedAs = (plate: string) => {
  const [region, number] = plate.split('-') as [string, string];
  return [`${region}-00${number}`, ` ${region} – ${number} `, `${region}-0${number}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)];
};

/** The customer's own licence (two sides) and registration, as the upload store records them. */
export async function carImagesOf(db: Db, email: string) {
  return {
    licence_front: await titleDeedOf(db, email, 'driving-licence'),
    licence_back: await titleDeedOf(db, email, 'driving-licence'),
    registration: [await titleDeedOf(db, email, 'vehicle-licence')],
  };
}

/** A whole body of POST /car/quotation for this customer's car: answers, vehicle and fresh images. */
export async function carQuoteBody(db: Db, email: string, answers: Record<string, unknown>, vehicle: Record<string, unknown> = {}) {
  return { answers, vehicle: vehicleOf(vehicle), ...(await carImagesOf(db, email)) };
}
