import { periodBounds } from '../../calendar/days';
import type { AppointmentSlot } from '@/lib/config/bookings';
import { COMPANY_NAME } from '@/lib/config/company';

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  geo: { lat: number; lng: number };
  day: string;
  slot: AppointmentSlot;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** Cancelled appointments are still exported, marked so a calendar removes them. */
  cancelled?: boolean;
}

const encoder = new TextEncoder();

/** 20250302T053000Z: start and end in UTC, so no VTIMEZONE is needed and every calendar agrees. */
const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** One appointment as an iCalendar file (VCALENDAR with one VEVENT). */
export function appointmentIcs(event: CalendarEvent): string {
  const { start, end } = periodBounds(event.day, event.slot);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${COMPANY_NAME.en}//Lababak//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
