import { twelveHourClock } from './clock';

it('reads a 24-hour time as a twelve-hour one', () => {
  expect(twelveHourClock('08:30')).toEqual({ time: '8:30', half: 'am' });
  expect(twelveHourClock('16:30')).toEqual({ time: '4:30', half: 'pm' });
  expect(twelveHourClock('12:00')).toEqual({ time: '12:00', half: 'pm' });
  expect(twelveHourClock('00:05')).toEqual({ time: '12:05', half: 'am' });
});
