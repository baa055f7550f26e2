import { carNamesIn } from './car-makes';

describe('carNamesIn', () => {
  it("names a listed make and model in the reader's language, whatever the stored case", () => {
    expect(carNamesIn('ar', 'Toyota', 'Corolla')).toEqual({ make: 'تويوتا', model: 'كورولا' });
    expect(carNamesIn('ar', 'HYUNDAI', 'elantra')).toEqual({ make: 'هيونداي', model: 'إلنترا' });
    expect(carNamesIn('en', 'تويوتا', 'كورولا')).toEqual({ make: 'Toyota', model: 'Corolla' });
  });

  it('shows a make or model the list does not have as stored', () => {
    expect(carNamesIn('ar', 'Toyota', 'Crown')).toEqual({ make: 'تويوتا', model: 'Crown' });
    expect(carNamesIn('ar', 'Lada', 'Niva')).toEqual({ make: 'Lada', model: 'Niva' });
    expect(carNamesIn('ar', null, null)).toEqual({ make: null, model: null });
  });
});
