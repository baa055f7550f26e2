import PDFDocument from 'pdfkit';
import type { Policy } from '@/lib/api/endpoints/policies';
import { isLiabilityOnly } from '@/lib/model/contracts/liability';
import { priceLines } from '@/lib/model/contracts/price-lines';
import { productText } from '@/lib/model/contracts/product-text';
import { tripCountriesText } from '@/lib/model/contracts/trip-text';
import { dateTimeParts, formatDate, formatJod } from '@/lib/format';
import { formatDiscount } from '@/lib/format/money';
import { ltr, typed } from './bidi-text';
import { FONT_FILES } from './fonts';
import { coverRows } from './cover-rows';
import { homeRows } from './home-rows';
import { carBuyLabels, declarationLabels, pdfLabels, priceLabels, type PdfLabels } from './labels';
import { A4, collect, PDF_COLOURS } from './page';
import { drawQrCode } from './qr-code';
import { TextWriter } from './text-writer';
import type { Locale } from '@/lib/config/business';
import type { Declaration } from '@/lib/config/declarations';
import { COMPANY_NAME, TRAVEL_ASSISTANCE } from '@/lib/config/company';
import { formatPhone } from '@/lib/phone';

export interface ContractPdfInput {
  lang: Locale;
  policy: Policy;
  /** The holder's name in the document's language. */
  holderName: string;
  /** The verification page with this contract's token: printed as a QR code and as text. */
  verifyUrl: string;
  /** The day the contract was issued (yyyy-MM-dd, in Jordan), printed; not the day the file is made. */
  issuedOn: string;
  /** When this file is made: the document's metadata only. */
  printedAt: Date;
}

const PAGE = { ...A4, margin: 48 };
const { brand: BRAND, brandLight: BRAND_LIGHT, muted: MUTED } = PDF_COLOURS;

/** What the contract was priced on: the insured's birth date (marked where declared) and, on a trip, each traveller, the holder first. */
function declarationRows(policy: Policy, labels: PdfLabels): [string, string][] {
  const d = policy.declarations;
  if (!d) return [];
  const rows: [string, string][] = [];
  if (d.holder_birth_date) {
    const declared = d.holder_birth_date_declared ? ` (${labels('declaredByYou')})` : '';
    rows.push([labels('fields.holderBirthDate'), `${ltr(formatDate(d.holder_birth_date))}${declared}`]);
  }
  // Everyone the trip insures, the holder first: the terms' assistance asks who is calling.
  if (d.holder_name) {
    const born = d.holder_birth_date ? labels('travellerBorn', { name: typed(d.holder_name), date: ltr(formatDate(d.holder_birth_date)) }) : typed(d.holder_name);
    rows.push([labels('fields.traveller'), born]);
  }
  for (const t of d.travellers ?? []) {
    rows.push([labels('fields.traveller'), labels('travellerBorn', { name: typed(t.name), date: ltr(formatDate(t.birth_date)) })]);
  }
  return rows;
}

/**
 * The display fields of spec §3 the contract has, the home insured, and its declarations, as label and
 * printed value; no internal id (the document id is the company's record or an upload's id).
 * A printed document keeps what stays true: the product in words (never its segment code) and the
 * period it is valid, not a count of days left that goes stale the day after printing; what it pays,
 * cover by cover (coverRows).
 */
export function fieldRows(policy: Policy, labels: PdfLabels, lang: Locale): [string, string][] {
  const product = productText(policy.line, policy.segment_code, lang);
  const rows: [string, string | null][] = [
    // Codes and dates are isolated left to right: whatever the Arabic around them, they read whole.
    [labels('fields.contractNumber'), ltr(policy.contract_number)],
    [labels('fields.line'), labels(`lines.${policy.line}`)],
    [labels('fields.product'), product.name],
    [labels('fields.destination'), product.destination],
    [labels('fields.countries'), tripCountriesText(policy, lang)],
    [labels('fields.validFrom'), ltr(formatDate(policy.effective_date))],
    [labels('fields.validUntil'), ltr(formatDate(policy.expiry))],
    [labels('fields.assistance'), policy.line === 'travel' ? ltr(formatPhone(TRAVEL_ASSISTANCE.phone)) : null],
    [labels('fields.plateNumber'), policy.plate_number && ltr(policy.plate_number)],
    [labels('fields.vehicleType'), policy.vehicle_type],
    [labels('fields.vehicleModel'), policy.vehicle_model],
    [labels('fields.productionYear'), policy.production_year === null ? null : String(policy.production_year)],
    [labels('fields.insuredSum'), isLiabilityOnly(policy) ? carBuyLabels(lang)('liabilityOnly') : formatJod(policy.insured_sum, lang)],
    // A contract that keeps its price lines prints them (priceRows), not one amount called premium.
    [labels('fields.premium'), policy.price_lines ? null : formatJod(policy.premium, lang)],
  ];
  return [
    ...rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== ''), ...homeRows(policy, labels, lang), ...coverRows(policy, lang),
    ...priceRows(policy, lang), ...declarationRows(policy, labels),
  ];
}

/**
 * The price as the summary and the payment showed it, one row each (lib/model/contracts/price-lines):
 * premium, the offer taken off it, issue fee, stamp duty, total paid.
 */
export function priceRows(policy: Policy, lang: Locale): [string, string][] {
  if (!policy.price_lines) return [];
  const t = priceLabels(lang);
  return priceLines({ ...policy.price_lines, offer: policy.offer_discount }, lang).map((line): [string, string] => {
    if (line.key === 'offer') return [t('offer', { title: line.title ?? '' }), line.amount];
    return [t(line.key === 'total' ? 'totalPaid' : line.key), line.amount];
  });
}

/**
 * The price lines printed, for the document's metadata (software and tests read them without the
 * page's fonts): "premium 95.000; fees 5.000; tax 0.950; total 100.950", an offer as "offer -10.000".
 */
export function priceLinesInfo(policy: Policy): string | undefined {
  const price = policy.price_lines;
  if (!price) return undefined;
  const amount = { premium: price.premium, offer: -(policy.offer_discount?.amount ?? 0), fees: price.fees, tax: price.tax, total: price.total };
  return priceLines({ ...price, offer: policy.offer_discount }, 'en').map((line) => `${line.key} ${amount[line.key].toFixed(3)}`).join('; ');
}

/**
 * The lines printed under the details, each its own line: the offer taken off the premium, and the
 * terms the customer accepted before paying (title, version, when, in which language).
 */
export function noteLines(policy: Policy, labels: PdfLabels, lang: Locale): string[] {
  const lines: string[] = [];
  // Where the contract keeps its price lines the offer is one of them (priceRows).
  const offer = policy.price_lines ? null : policy.offer_discount;
  if (offer) lines.push(labels('offer', { title: offer.title, amount: formatDiscount(offer.amount, lang) }));
  const terms = policy.terms_acceptance;
  if (terms) {
    // Only the date is kept left to right: the time reads in the line's direction ("2:05 م" in Arabic).
    const [day, ...rest] = dateTimeParts(terms.accepted_at, lang);
    const date = `${ltr(day?.value ?? '')}${rest.map((part) => part.value).join('')}`;
    const values = { title: terms.title, version: ltr(terms.version), date, language: labels(`languages.${terms.language}`) };
    if (terms.declaration) lines.push(labels('termsAcceptedOn', values), declarationLine(terms.declaration, labels, lang));
    else lines.push(labels('termsAccepted', values));
  }
  return lines;
}

/** The product's declaration the customer made with the terms, in its words (recorded since it is kept). */
function declarationLine(declaration: Declaration, labels: PdfLabels, lang: Locale): string {
  return labels('declarationMade', { declaration: declarationLabels(lang)(declaration) });
}

/** One contract as an A4 PDF in English or Arabic, with a QR code that opens its verification page. */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { lang, policy, holderName, verifyUrl, issuedOn, printedAt } = input;
  const labels = pdfLabels(lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    font: FONT_FILES.latin,
    lang,
    displayTitle: true,
    info: {
      Title: `${labels('title')} ${policy.contract_number}`,
      Author: COMPANY_NAME[lang],
      // The verification address, so software (and tests) can read it without decoding the QR image.
      Subject: verifyUrl,
      Keywords: verifyUrl,
      Creator: COMPANY_NAME[lang],
      CreationDate: printedAt,
    },
  });
  const prices = priceLinesInfo(policy);
  // An entry of its own in the document information (pdfkit writes every key it holds when the file ends).
  if (prices) (doc.info as Record<string, unknown>).PriceLines = prices;
  const done = collect(doc);
  const w = new TextWriter(doc, lang);
  const { margin } = PAGE;
  const inner = PAGE.width - 2 * margin;

  doc.rect(0, 0, PAGE.width, 112).fill(BRAND);
  w.line(COMPANY_NAME[lang], margin, 32, inner, { size: 22, bold: true, color: '#ffffff' });
  w.line(labels('title'), margin, 66, inner, { size: 14, color: '#d9eaff' });
  w.line(policy.contract_number, margin, 68, inner, { size: 12, bold: true, color: '#ffffff', align: 'end' });

  let y = 140;
  w.line(labels('holder'), margin, y, inner, { size: 10, color: MUTED });
  y += 16;
  y += w.line(typed(holderName), margin, y, inner, { size: 17, bold: true });
  y += 16;

  w.line(labels('details'), margin, y, inner, { size: 12, bold: true, color: BRAND });
  y += 24;
  const labelWidth = inner * 0.42;
  const qrSize = 132;
  const boxTop = 592;
  const rows = fieldRows(policy, labels, lang);
  const notes = noteLines(policy, labels, lang);
  // Room under the rows for the issue date and the notes (up to two lines each).
  const below = 40 + notes.length * 30;
  // A family of eight adds rows: they close up rather than run into the verification box.
  const rowHeight = Math.min(24, Math.floor((boxTop - below - y) / rows.length));
  const rtl = w.direction === 'rtl';
  const labelX = rtl ? margin + inner - labelWidth : margin;
  const valueX = rtl ? margin : margin + labelWidth;
  const pad = Math.max(2, rowHeight - 19);
  rows.forEach(([label, value], index) => {
    if (index % 2 === 0) doc.rect(margin, y, inner, rowHeight).fill(BRAND_LIGHT);
    // A long label (an offer's title) is set smaller rather than run into its value.
    const labelSize = Math.max(7, Math.min(10, (10 * (labelWidth - 20)) / Math.max(1, w.width(label, { size: 10 }))));
    w.line(label, labelX + 10, y + pad + 1, labelWidth - 20, { size: labelSize, color: MUTED });
    w.line(value, valueX + 10, y + pad, inner - labelWidth - 20, { size: 11, bold: true });
    y += rowHeight;
  });
  doc.moveTo(margin, y).lineTo(margin + inner, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
  y += 10;
  for (const note of notes) y += w.paragraph(note, margin, y, inner, { size: 10, bold: true }) + 4;
  w.line(`${labels('issuedOn')}: ${ltr(formatDate(issuedOn))}`, margin, y + 4, inner, { size: 10, color: MUTED });

  doc.roundedRect(margin, boxTop, inner, 176, 8).lineWidth(1).strokeColor('#d9eaff').stroke();
  const qrX = rtl ? margin + 14 : margin + inner - qrSize - 14;
  drawQrCode(doc, verifyUrl, qrX, boxTop + 10, qrSize);
  const textX = rtl ? qrX + qrSize + 16 : margin + 18;
  const textWidth = inner - qrSize - 50;
  w.line(labels('verifyTitle'), textX, boxTop + 30, textWidth, { size: 13, bold: true, color: BRAND });
  w.paragraph(labels('verifyHint'), textX, boxTop + 54, textWidth, { size: 10, color: MUTED });
  w.paragraph(verifyUrl, margin + 14, boxTop + 148, inner - 28, { size: 8, color: BRAND, direction: 'ltr', align: rtl ? 'start' : 'end' });

  w.paragraph(labels('footer'), margin, PAGE.height - 50, inner, { size: 8, color: MUTED });
  doc.end();
  return done;
}
