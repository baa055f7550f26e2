import { claimDocuments, MOTOR_PHOTO_SLOTS, type MotorPhotoSlot } from '@/lib/config/claims';
import { requiredPhotos, type ClaimReport } from '@/lib/validation/claim';
import type { ReportData } from './flow';

/** The photo slots a car report asks for, in the guided order: the event's (MOTOR_EVENT_PHOTOS), and the other car's plate with another party. */
export function photoSlots(d: Pick<ReportData, 'line' | 'event' | 'details'>): MotorPhotoSlot[] {
  if (d.line !== 'motor' || d.details?.line !== 'motor') return [];
  const asked = new Set(requiredPhotos(d.event, d.details));
  return MOTOR_PHOTO_SLOTS.filter((slot) => asked.has(slot));
}

/**
 * POST /claims's body from the report's data: the photos of the slots offered now and the documents of
 * the event's list (a file left from an answer changed since, the other car's plate after "no other
 * party", is not sent), each file by its upload id.
 */
export function reportBody(d: ReportData, confirmDuplicate = false): ClaimReport {
  const slots = photoSlots(d);
  const keys = claimDocuments(d.line, d.event).map((rule) => rule.key);
  return {
    report_key: d.report_key,
    policy_id: d.policy_id,
    event: d.event,
    occurred_on: d.occurred_on,
    occurred_time: d.occurred_time ?? '',
    location: d.location ? { lat: d.location.lat, lng: d.location.lng, address: d.location.address } : null,
    description: d.description,
    details: d.details,
    photos: slots.flatMap((slot) => {
      const file = d.photos?.[slot];
      return file ? [{ slot, upload_id: file.id }] : [];
    }),
    documents: keys.flatMap((key) => (d.documents?.[key] ?? []).flatMap((file) => (file ? [{ key, upload_id: file.id }] : []))),
    confirm_duplicate: confirmDuplicate,
  };
}

/**
 * Where a field the server named in its answer to the body lives on the report's forms. The backend
 * names a file by its slot or document (`photos.damage`, `documents.invoices` for a document's first
 * file, `documents.invoices.2` for its third); zod by its place in the body (`photos.2`,
 * `documents.4.upload_id`). A document's n-th file is the n-th place of the form holding one (a
 * removed file leaves its place empty). Other paths are the forms' own (`details.other_plate`).
 */
export function formField(path: string, body: Pick<ClaimReport, 'photos' | 'documents'>, held: ReportData['documents'] = {}): string {
  const [list, second, third] = path.split('.');
  if ((list === 'photos' || list === 'documents') && second !== undefined && /^\d+$/.test(second)) {
    const item = list === 'photos' ? body.photos?.[Number(second)] : body.documents?.[Number(second)];
    if (item) return `${list}.${'slot' in item ? item.slot : item.key}`;
  }
  if (list === 'documents' && second && third && /^\d+$/.test(third)) {
    const places = (held[second as keyof typeof held] ?? []).flatMap((file, i) => (file ? [i] : []));
    const place = places[Number(third)];
    return place === undefined ? `documents.${second}` : `documents.${second}.${place}`;
  }
  return path;
}

/** The step whose form holds a field (the review sends the customer back there with the server's message). */
export function stepOfField(field: string): 'what' | 'details' | 'files' | null {
  const first = field.split('.')[0] ?? '';
  if (['policy_id', 'event', 'occurred_on', 'occurred_time', 'location'].includes(first)) return 'what';
  if (first === 'details' || first === 'description') return 'details';
  if (first === 'photos' || first === 'documents') return 'files';
  return null;
}
