import { COMPANY_LEGAL_NAME, COMPANY_LICENCE, TRAVEL_ASSISTANCE } from '@/lib/config/company';
import { countryNames, PROGRAM_COVER_JOD } from '@/lib/config/travel';
import { daysBetween } from '@/lib/calendar/days';
import { productOf, type DestinationKey } from '@/lib/model/contracts/product-names';
import { productText } from '@/lib/model/contracts/product-text';
import { formatPhone } from '@/lib/phone';
import type { PolicyRow } from '../view';

/**
 * The travel certificate of insurance an embassy asks for with a visa application (the Schengen
 * checklist: insurer, contract, insured persons as in their passports, period, territorial scope,
 * medical cover, emergency assistance). It is always in English, whatever language the contract was
 * bought in, so its wording lives here rather than in messages/ (which holds each text in both languages).
 */
export interface InsuredPerson { name: string; birthDate: string; passport: string }

export interface CertificateContent {
  contractNumber: string;
  product: string;
  /** yyyy-MM-dd, both days covered. */
  from: string;
  until: string;
  countries: string[];
  /** Where the cover holds: the zone the contract was priced in. */
  scope: string;
  medicalCoverJod: number;
  insured: InsuredPerson[];
}

/** Each zone's cover holds in the narrower zones too (ZONES_BY_REACH), so the scope is said in full. */
const SCOPE: Record<DestinationKey, string> = {
  ksa: 'Saudi Arabia',
  turkeyEgypt: 'Turkey, Egypt and Saudi Arabia',
  other: 'Worldwide, excluding the United States, Canada and Australia',
  usaCanadaAustralia: 'Worldwide, including the United States, Canada and Australia',
};

/** The holder's side of the contract: the account's name in Latin letters and birth date, for contracts that kept neither. */
export type CertificateHolder = { nameEn: string | null; birthDate: string | null };

/**
 * What a travel contract's certificate says. The insured are the holder (their passport is the
 * contract's document id) and the other travellers as declared, each name in capitals as the passport's
 * Latin line prints it. Contracts from before the countries were kept name their zone alone.
 */
export function certificateContent(row: PolicyRow, holder: CertificateHolder): CertificateContent {
  const d = row.declarations ?? {};
  const product = productText('travel', row.segmentCode, 'en');
  const zone = productOf('travel', row.segmentCode).destination;
  const people: InsuredPerson[] = [
    { name: d.trip?.holder_name || holder.nameEn || '', birthDate: d.holder_birth_date ?? holder.birthDate ?? '', passport: row.documentId ?? '' },
    ...(d.travellers ?? []).map((t) => ({ name: t.name, birthDate: t.birth_date, passport: t.passport_id })),
  ];
  const program = row.segmentCode.startsWith('TR-SKY-PLUS') ? 'sky-plus' : 'sky';
  return {
    contractNumber: row.contractNumber,
    product: product.name,
    from: row.effectiveDate,
    until: row.expiry,
    countries: countryNames(d.trip?.countries ?? [], 'en'),
    scope: zone ? SCOPE[zone] : '',
    medicalCoverJod: row.insuredSum || PROGRAM_COVER_JOD[program],
    insured: people.map((p) => ({ ...p, name: p.name.toUpperCase(), passport: p.passport.toUpperCase() })),
  };
}

/** "01 July 2026": the month in words, so no reader takes 01-07 for the 7th of January. */
export function certificateDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const jod = (amount: number) => `JOD ${new Intl.NumberFormat('en').format(amount)}`;

/** The certificate's facts, as label and value, in the order an embassy officer reads them. */
export function certificateRows(c: CertificateContent): [string, string][] {
  const days = daysBetween(c.from, c.until) + 1;
  return [
    ['Insurer', `${COMPANY_LEGAL_NAME.en}, Amman, Jordan. ${COMPANY_LICENCE.en}.`],
    ['Contract number', c.contractNumber],
    ['Product', `Travel insurance, ${c.product}`],
    ['Period of insurance', `From ${certificateDate(c.from)} to ${certificateDate(c.until)} inclusive (${days} ${days === 1 ? 'day' : 'days'})`],
    ['Countries of travel', c.countries.length ? new Intl.ListFormat('en', { type: 'conjunction' }).format(c.countries) : c.scope],
    ['Territorial scope', c.scope],
    ['Medical cover', `Up to ${jod(c.medicalCoverJod)} per insured person: emergency medical treatment and hospital stay, medical evacuation and repatriation, including repatriation of remains. Valid for all countries of travel named above.`],
    ['Emergency assistance (24/7)', `Phone ${formatPhone(TRAVEL_ASSISTANCE.phone)}, WhatsApp ${formatPhone(TRAVEL_ASSISTANCE.messaging)}, ${TRAVEL_ASSISTANCE.email}`],
  ].filter((row): row is [string, string] => row[1] !== '');
}

export const CERTIFICATE_WORDING = {
  title: 'Certificate of Travel Insurance',
  intro: 'This is to certify that the persons named below are insured under the travel insurance contract described in this certificate, for the period and the countries stated.',
  insuredHeading: 'Insured persons (names as in the passport)',
  columns: ['Name', 'Date of birth', 'Passport number'] as const,
  issued: 'Issued in Amman on',
  signature: 'Authorised signature and company stamp',
  electronic: 'Issued electronically by the insurer. Scan the code or open the address below to check that this contract is genuine and in force.',
} as const;
