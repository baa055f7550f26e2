/** "16:30" → 4:30 in the afternoon: the twelve-hour time people in Jordan read, with its half of the day. */
export function twelveHourClock(hhmm: string): { time: string; half: 'am' | 'pm' } {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return { time: `${hour}:${String(m).padStart(2, '0')}`, half: h < 12 ? 'am' : 'pm' };
}
