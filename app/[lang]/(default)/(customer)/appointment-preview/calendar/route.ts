import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ApiError, INVALID_SESSION } from '@/lib/api/errors';
import { serverApi } from '@/lib/session/transport';
import { requestIdFrom } from '@/lib/http/request-id';
import { appointmentActions } from '@/lib/model/bookings/actions';
import { appointmentIcs } from '@/lib/model/bookings/ics';
import { SESSION_COOKIE } from '@/lib/config/security';
import { formatSlot } from '@/lib/format';
import { routing } from '@/lib/i18n/routing';
import { openSession } from '@/lib/session/cookie';
import { requestOrigin } from '@/lib/config/forwarded.mjs';
import { redirectToPath } from '@/lib/http/redirect';
import { isRecordId } from '@/lib/validation/record-id';

type Params = { params: Promise<{ lang: string }> };

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The customer's appointment as an .ics file (start and end in UTC, the Amman period), for any calendar
 * app; a cancelled or assessed one answers 410 with a sentence in the page's language.
 */
export async function GET(request: Request, { params }: Params) {
  const { lang } = await params;
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!hasLocale(routing.locales, lang) || !isRecordId(id)) return plain(404, 'Appointment not found.');
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  const origin = requestOrigin(request.headers);
  if (!session?.user) return redirectToPath(`/${lang}/signin-signup`, 303);
  try {
    const { appointment: a } = await serverApi({ lang, token: session.token, requestId: requestIdFrom(request.headers) }).getCustomerAppointment({ params: { id } });
    const t = await getTranslations({ locale: lang, namespace: 'lababak' });
    // A cancelled or assessed visit is not one to put in a calendar: say so rather than hand out a file.
    if (!appointmentActions(a.status).calendar) {
      return plain(410, t(a.status === 'cancelled' ? 'preview.noCalendar.cancelled' : 'preview.noCalendar.assessed'));
    }
    const ics = appointmentIcs({
      uid: `${a.reference}@${new URL(origin).hostname}`,
      title: `${t('preview.calendarTitle')}: ${a.car}`,
      description: [`${t('facts.reference')}: ${a.reference}`, `${t('facts.when')}: ${formatSlot(a.time_period, lang)}`, a.note].filter(Boolean).join('\n'),
      location: a.location.address,
      geo: { lat: a.location.lat, lng: a.location.lng },
      day: a.date,
      slot: a.time_period,
      stamp: new Date(),
    });
    return new Response(ics, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${a.reference}.ics"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return plain(404, 'Appointment not found.');
    if (error instanceof ApiError && (error.code === INVALID_SESSION || error.status === 401)) {
      return redirectToPath(`/api/session/reset?lang=${lang}`, 303);
    }
    throw error;
  }
}
