import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, ammanDay, nextOpenDays, periodBounds } from '../../../lib/calendar/days';

/** The seed's demo days (lib/backend/seeds/bookings.ts): a period made full on `full`, `blocked` closed as a holiday. */
export function seededDays(now = new Date()) {
  const [full = '', blocked = ''] = nextOpenDays(now, 2, new Set(), 2);
  return { full, blocked };
}

/**
 * Open days a week or more ahead, clear of the seed's days: where the tests book. Each spec takes its own
 * day of the list (roadside-lababak the first, the care spec the second, production-shape the third), so
 * one car's bookings in one spec never meet another's on a day (a second booking of a car that day asks first).
 */
export function bookingDays(count: number, now = new Date()) {
  const { blocked } = seededDays(now);
  return nextOpenDays(now, count, new Set([blocked]), 7);
}

/** A seeded customer's mobile (kept in E.164) as the portal writes it, e.g. +962790000001 → "079 000 0001". */
export function phoneWords(mobile: string) {
  return `0${mobile.slice(4, 6)} ${mobile.slice(6, 9)} ${mobile.slice(9)}`;
}

/** A contract number, or a plate, as a regular expression matching it literally. */
export const literally = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Waits until React has hydrated an element (it then carries React's props, its handlers among them):
 * a press before that is lost on a busy machine, or does what the bare HTML does instead.
 */
export async function whenHydrated(target: Locator) {
  await expect(target).toBeVisible();
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { timeout: 15_000 }).toBe(true);
  return target;
}

type Booked = { id: number; date: string; status: string; policy_id: number };
const headers = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/**
 * Cancels what a customer's test booked on a day and left holding a place (a test that failed before it
 * cancelled): the day's periods are then as the next run expects them. `request` is signed in as the
 * customer, or as customer care with `care` set (care cancels through the contract's address).
 */
export async function cancelLeftOn(request: APIRequestContext, day: string, care?: { plate: string }) {
  const list = care
    ? await request.get(`/api/booking/searchAppointments?by=plate&q=${encodeURIComponent(care.plate)}&date=${day}`)
    : await request.get('/api/booking/getCustomerAppointment/');
  expect(list.status()).toBe(200);
  const open = ((await list.json()).appointments as Booked[]).filter((a) => a.date === day && a.status !== 'cancelled');
  for (const a of open) {
    const path = care ? `${a.id}/${a.policy_id}` : `${a.id}`;
    const res = await request.delete(`/api/booking/cancleAppointment/${path}?notes=${encodeURIComponent('Left by a test')}`, { headers: headers() });
    expect(res.status(), await res.text()).toBe(200);
  }
}

export function nextFriday(now = new Date()) {
  let day = addDays(ammanDay(now), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 5) day = addDays(day, 1);
  return day;
}

/** The iCalendar UTC stamp of a period's start in Amman. */
export function icsStart(day: string, slot: '16:30-18:30' | '14:30-16:30') {
  return periodBounds(day, slot).start.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The month-before button's name for a calendar whose month-after button is named `next`. */
const PREVIOUS_MONTH: Record<string, string> = { 'Next month': 'Previous month', 'الشهر التالي': 'الشهر السابق' };

/**
 * A day's button in the booking calendar, moving month by month until it shows: backwards when the
 * calendar shows a later month (it keeps the month it showed across a reload), else forwards.
 */
export async function dayButton(page: Page, day: string, next: string) {
  const button = page.locator(`button[data-day="${day}"]`);
  const first = page.locator('button[data-day]').first();
  await whenHydrated(first); // a month button pressed before the calendar hydrates does nothing
  const shown = (await first.getAttribute('data-day')) ?? '';
  const name = day.slice(0, 7) < shown.slice(0, 7) ? PREVIOUS_MONTH[next] ?? next : next;
  for (let i = 0; i < 4 && !(await button.isVisible()); i++) await page.getByRole('button', { name }).click();
  await expect(button).toBeVisible();
  return button;
}

export const lababakText = {
  en: {
    next: 'Continue', back: 'Back', nextMonth: 'Next month',
    canMove: 'Can the car move by itself?', towing: 'Does it need towing?', yes: 'Yes', no: 'No',
    typed: 'Type the address', gps: 'Use my current position', findMe: 'Find my position', town: 'Town', street: 'Street, area and a landmark',
    check: 'Check the address', served: 'We serve this place (Amman).', notServed: 'Sorry, the Lababak team does not serve this place yet.',
    refused: 'This place is outside our service areas', maps: 'Open in maps', amman: 'Amman',
    book: 'Book the assessment', booked: 'Your assessment is booked', see: 'See the appointment',
    steps: { contract: 'Car contract', movement: 'Can it move', location: 'Location', date: 'Date and time', notes: 'Notes', review: 'Review and book' },
    sameDayTitle: 'This car already has an assessment that day', confirmSameDay: 'I need a second assessment for this car on this day',
    confirmRequired: 'Tick the box to book a second assessment, or choose another day.',
  },
  ar: {
    next: 'متابعة', back: 'رجوع', nextMonth: 'الشهر التالي',
    canMove: 'هل تستطيع السيارة التحرك بنفسها؟', towing: 'هل تحتاج إلى سحب؟', yes: 'نعم', no: 'لا',
    typed: 'اكتب العنوان', gps: 'استخدم موقعي الحالي', findMe: 'حدّد موقعي', town: 'المدينة', street: 'الشارع والمنطقة وأقرب معلم',
    check: 'تحقّق من العنوان', served: 'نخدم هذا المكان (عمّان).', notServed: 'عذراً، لا يغطي فريق لبّيك هذا المكان بعد.',
    refused: 'هذا المكان خارج مناطق خدمتنا', maps: 'افتح في الخرائط', amman: 'عمّان',
    book: 'احجز الكشف', booked: 'تم حجز موعد الكشف', see: 'اعرض الموعد',
    steps: { contract: 'عقد السيارة', movement: 'حالة الحركة', location: 'الموقع', date: 'الموعد', notes: 'الملاحظات', review: 'المراجعة والحجز' },
    sameDayTitle: 'لهذه السيارة موعد كشف في ذلك اليوم', confirmSameDay: 'أحتاج إلى كشف ثانٍ لهذه السيارة في اليوم نفسه',
    confirmRequired: 'ضع إشارة في المربع لحجز كشف ثانٍ، أو اختر يوماً آخر.',
  },
} as const;
