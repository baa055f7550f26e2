import { carTypeOf } from './car-type';

describe('carTypeOf: the kind of car from its contract', () => {
  it('takes the third-party tariff type first, then the listed model, else a saloon', () => {
    expect(carTypeOf({ vehicleType: 'Isuzu', vehicleModel: 'D-Max', tariffType: 'pickup' })).toBe('pickup');
    expect(carTypeOf({ vehicleType: 'Honda', vehicleModel: 'CBR', tariffType: 'motorcycle' })).toBe('motorcycle');
    expect(carTypeOf({ vehicleType: 'Toyota', vehicleModel: 'Hilux' })).toBe('pickup');
    expect(carTypeOf({ vehicleType: 'Kia', vehicleModel: 'Sportage' })).toBe('suv');
    expect(carTypeOf({ vehicleType: 'تويوتا', vehicleModel: 'راف 4' })).toBe('suv');
    expect(carTypeOf({ vehicleType: 'Toyota', vehicleModel: 'Corolla' })).toBe('saloon');
    expect(carTypeOf({ vehicleType: null, vehicleModel: null })).toBe('saloon');
  });
});
