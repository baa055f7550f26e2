import 'server-only';
import { privateFile } from '@/lib/session/private-file';

/** A damage photo of an appointment (`?id=<appointment>&photo=<upload id>`, and `&size=` for its copy), for the customer's and customer care's previews. */
export async function appointmentPhoto(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const url = new URL(request.url);
  return privateFile(request, lang, url.searchParams.get('id') ?? '', url.searchParams.get('photo') ?? '',
    (api, id, photo, size) => api.getAppointmentPhoto({ params: { id, second: photo }, query: { size } }));
}
