import { createTranslator } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import type { Locale } from '@/lib/config/business';
import { homeAddressLine, homeKindText } from '@/lib/model/contracts/home-address';
import { formatDate } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ltr, typed } from './bidi-text';
import type { PdfLabels } from './labels';

/**
 * The printed rows of the home a home contract covers: its kind, its address in the document's language
 * (what the customer typed as typed), and the day its title deed was uploaded; never the upload's id.
 */
export function homeRows(policy: Policy, labels: PdfLabels, lang: Locale): [string, string][] {
  const home = policy.insured_home;
  if (!home) return [];
  const words = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'purchase.home.addressWords' });
  // What the customer typed keeps its own direction: a Latin street in an Arabic line, and the reverse.
  const own = (value: string) => (value.trim() ? typed(value) : value);
  const address = {
    ...home, street: own(home.street), area: own(home.area), building: own(home.building),
    floor: home.floor && own(home.floor), apartment: home.apartment && own(home.apartment),
  };
  const rows: [string, string][] = [
    [labels('fields.propertyKind'), homeKindText(home, lang)],
    [labels('fields.homeAddress'), homeAddressLine(address, lang, (key, value) => words(key, { value }))],
  ];
  if (home.title_deed_uploaded_on) rows.push([labels('fields.titleDeed'), labels('titleDeedUploaded', { date: ltr(formatDate(home.title_deed_uploaded_on)) })]);
  return rows;
}
