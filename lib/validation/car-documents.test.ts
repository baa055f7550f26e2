import { carDocumentsForm } from './car-documents';
import { firstMessages } from './issues';

const file = (n: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `${n}.png`, type: 'image/png', size: 10, previewUrl: 'blob:x' });
const vehicle = { make: 'toyota', model: 'corolla', production_year: '٢٠٢١', plate_number: '23-45678' };
/** The first message of each field, as the server's §8 body (and the form's resolver) gives it. */
const messagesOf = (value: unknown) => firstMessages(carDocumentsForm.safeParse(value).error?.issues ?? []);

describe('carDocumentsForm (the car purchase\'s documents step)', () => {
  it('keeps the uploads as the customer\'s ids (what a draft stores), the year in either digits', () => {
    const parsed = carDocumentsForm.parse({ vehicle, licence_front: file(1), licence_back: file(2), registration_1: file(3), registration_2: null });
    expect(parsed.vehicle).toEqual({ ...vehicle, production_year: 2021 });
    expect(parsed.licence_front).toEqual({ id: file(1).id, name: '1.png', type: 'image/png', size: 10 });
  });

  it('says which document to add and what to type, field by field', () => {
    expect(messagesOf({ vehicle: { make: '', model: '', production_year: '', plate_number: '' }, licence_front: null, licence_back: null, registration_1: null, registration_2: null })).toEqual({
      'vehicle.make': 'motor.validation.make', 'vehicle.model': 'motor.validation.model', 'vehicle.production_year': 'motor.validation.year',
      'vehicle.plate_number': 'purchase.validation.plateRequired',
      licence_front: 'purchase.validation.licenceFront', licence_back: 'purchase.validation.licenceBack', registration_1: 'purchase.validation.registration',
    });
  });

  it('then applies the server\'s rules: a model of its make, the plate\'s written form', () => {
    const files = { licence_front: file(1), licence_back: file(2), registration_1: file(3), registration_2: null };
    expect(messagesOf({ vehicle: { ...vehicle, model: 'sunny' }, ...files })).toEqual({ 'vehicle.model': 'motor.validation.model' });
    expect(messagesOf({ vehicle: { ...vehicle, plate_number: '2345678' }, ...files })).toEqual({ 'vehicle.plate_number': 'carPrice.validation.plate' });
  });
});
