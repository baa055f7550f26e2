/** @jest-environment node */
import { appointmentActions } from './actions';
import { distanceKm, parsePoint, placeText, serviceAreaAt } from './geo';
import { appointmentIcs, escapeText, foldLine } from './ics';
import { addDays, addYears, ammanDay, ammanInstant, dayFrom, dayOf, daysBetween, dayRefusal, isCalendarDay, nextOpenDays, periodBounds, periodHasBegun, weekday } from '../../calendar/days';

describe('booking days and periods in Amman time', () => {
  it('reads today in Amman, not in the server zone', () => {
    // 22:30 UTC on 1 March is 01:30 on 2 March in Amman (UTC+3).
    expect(ammanDay(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(ammanDay(new Date('2026-03-01T20:59:00Z'))).toBe('2026-03-01');
  });

  it('reads an instant just after midnight in Amman as Amman\'s day, in a UTC and in a UTC+14 process alike', () => {
    // 21:30 UTC is 00:30 the next day in Amman: a UTC process would say 30 November.
    const justAfterMidnight = new Date('2026-11-30T21:30:00Z');
    expect(ammanDay(justAfterMidnight)).toBe('2026-12-01');
    expect(dayFrom(justAfterMidnight, 0)).toBe('2026-12-01');
    expect(dayFrom(justAfterMidnight, -1)).toBe('2026-11-30');
    expect(dayOf('2026-11-30T21:30:00.000Z')).toBe('2026-12-01');
    // 10:30 UTC is 13:30 in Amman but 00:30 the next day in Kiritimati (UTC+14).
    const lateInKiritimati = new Date('2026-12-01T10:30:00Z');
    expect(ammanDay(lateInKiritimati)).toBe('2026-12-01');
    expect(dayFrom(lateInKiritimati, 1)).toBe('2026-12-02');
    // A calendar day, and a wall time that names no offset, are Amman's as written.
    expect(dayOf('2026-12-01')).toBe('2026-12-01');
    expect(dayOf('2026-12-01T23:30:00')).toBe('2026-12-01');
  });

  it('counts calendar days, across month, year and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-11-27', 1)).toBe('2027-11-27');
    expect(daysBetween('2026-12-25', '2027-01-04')).toBe(10);
    expect(daysBetween('2027-01-04', '2026-12-25')).toBe(-10);
  });

  it('places periods at Amman wall-clock times', () => {
    expect(ammanInstant('2026-03-02', '08:30').toISOString()).toBe('2026-03-02T05:30:00.000Z');
    // Amman's offset is the zone database's for that day, not a constant: UTC+2 in the winter of 2021.
    expect(ammanInstant('2021-01-10', '08:30').toISOString()).toBe('2021-01-10T06:30:00.000Z');
    expect(ammanInstant('2021-07-10', '08:30').toISOString()).toBe('2021-07-10T05:30:00.000Z');
    const { start, end } = periodBounds('2026-03-02', '18:30-20:30');
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-03-02T15:30:00.000Z', '2026-03-02T17:30:00.000Z']);
    expect(periodHasBegun('2026-03-02', '08:30-10:30', new Date('2026-03-02T05:30:00Z'))).toBe(true);
    expect(periodHasBegun('2026-03-02', '08:30-10:30', new Date('2026-03-02T05:29:59Z'))).toBe(false);
  });

  it('refuses past days, Fridays, Saturdays, blocked days and days too far ahead', () => {
    const now = new Date('2026-03-02T09:00:00Z'); // Monday
    expect(weekday('2026-03-06')).toBe(5);
    expect(dayRefusal('2026-03-01', now, new Set())).toBe('past');
    expect(dayRefusal('2026-03-06', now, new Set())).toBe('closed');
    expect(dayRefusal('2026-03-07', now, new Set())).toBe('closed');
    expect(dayRefusal('2026-03-04', now, new Set(['2026-03-04']))).toBe('blocked');
    expect(dayRefusal('2026-12-04', now, new Set())).toBe('too_far');
    expect(dayRefusal('2026-02-30', now, new Set())).toBe('invalid');
    expect(dayRefusal('2026-03-02', now, new Set())).toBeNull();
    expect(dayRefusal('2026-03-08', now, new Set())).toBeNull();
  });

  it('lists open days skipping weekends and blocked days', () => {
    expect(nextOpenDays(new Date('2026-03-04T09:00:00Z'), 3, new Set(['2026-03-05']))).toEqual(['2026-03-04', '2026-03-08', '2026-03-09']);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });
});

describe('service areas', () => {
  it('serves Amman, Zarqa, Irbid and Aqaba, not the eastern desert', () => {
    expect(serviceAreaAt({ lat: 31.99, lng: 35.87 })?.id).toBe('amman');
    expect(serviceAreaAt({ lat: 32.07, lng: 36.09 })?.id).toBe('zarqa');
    expect(serviceAreaAt({ lat: 32.55, lng: 35.86 })?.id).toBe('irbid');
    expect(serviceAreaAt({ lat: 29.53, lng: 35.01 })?.id).toBe('aqaba');
    expect(serviceAreaAt({ lat: 30.5, lng: 36.9 })).toBeNull();
    expect(Math.round(distanceKm({ lat: 31.9539, lng: 35.9106 }, { lat: 29.5321, lng: 35.0063 }))).toBe(283);
  });

  it('reads a place from "lat,lng" only', () => {
    expect(parsePoint('31.95,35.91')).toEqual({ lat: 31.95, lng: 35.91 });
    for (const bad of ['amman', '31.95', '95,10', '31.95,35.91,1', '', '1e3,2']) expect(parsePoint(bad)).toBeNull();
  });
});

describe('the .ics file', () => {
  const ics = appointmentIcs({
    uid: 'LB-000007@portal', title: 'Lababak assessment: Toyota Corolla', description: 'Reference LB-000007\nNote; with, commas',
    location: 'شارع الملك حسين، عمّان, Jordan', geo: { lat: 31.9539, lng: 35.9106 }, day: '2026-03-02', slot: '10:30-12:30',
    stamp: new Date('2026-03-01T10:00:00Z'),
  });

  it('is a VCALENDAR with one VEVENT, UTC start and end, CRLF lines of at most 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20260302T073000Z');
    expect(ics).toContain('DTEND:20260302T093000Z');
    expect(ics).toContain('UID:LB-000007@portal');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Reference LB-000007\\nNote\\; with\\, commas');
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:شارع الملك حسين، عمّان\\, Jordan');
  });

  it('escapes and folds by the rules', () => {
    expect(escapeText('a\\b;c,d\ne\u0000')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = foldLine('X'.repeat(200));
    expect(long.split('\r\n ').map((l) => l.length)).toEqual([75, 74, 51]);
  });
});

describe('what an appointment still offers', () => {
  it('offers change, cancel and the calendar while the visit is to come, only viewing once closed', () => {
    for (const open of ['booked', 'confirmed', 'on_the_way'] as const) {
      expect(appointmentActions(open)).toEqual({ change: true, calendar: true, bookAgain: false });
    }
    expect(appointmentActions('cancelled')).toEqual({ change: false, calendar: false, bookAgain: true });
    expect(appointmentActions('assessed')).toEqual({ change: false, calendar: false, bookAgain: false });
  });
});

describe('an appointment\'s place in words', () => {
  it('keeps the address the customer gave and names an old position-only address by its area, never by coordinates', () => {
    expect(placeText('Mecca Street, Amman', { lat: 31.98, lng: 35.87 }, 'en')).toBe('Mecca Street, Amman');
    expect(placeText('GPS 31.9539, 35.9106', { lat: 31.9539, lng: 35.9106 }, 'en')).toBe('Amman');
    expect(placeText('GPS 31.9539, 35.9106', { lat: 31.9539, lng: 35.9106 }, 'ar')).toBe('عمّان');
    expect(placeText('GPS 30.5, 36.9', { lat: 30.5, lng: 36.9 }, 'en')).not.toMatch(/\d/);
  });
});
