import { carLabel } from './car-label';

it('names the car by make, model and year, leaving out what the contract lacks', () => {
  expect(carLabel({ vehicle_type: 'تويوتا', vehicle_model: 'كورولا', production_year: 2021 })).toBe('تويوتا كورولا 2021');
  expect(carLabel({ vehicle_type: 'Kia', vehicle_model: null, production_year: null })).toBe('Kia');
});
