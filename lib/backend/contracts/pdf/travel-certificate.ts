import PDFDocument from 'pdfkit';
import { COMPANY_NAME } from '@/lib/config/company';
import { CERTIFICATE_WORDING as W, certificateDate, certificateRows, type CertificateContent } from './certificate-content';
import { FONT_FILES } from './fonts';
import { A4, collect, PDF_COLOURS } from './page';
import { drawQrCode } from './qr-code';
import { TextWriter } from './text-writer';

export interface CertificateInput {
  content: CertificateContent;
  /** The verification page with the contract's token, as on the contract PDF. */
  verifyUrl: string;
  /** yyyy-MM-dd in Jordan: the day the contract was issued. */
  issuedOn: string;
  printedAt: Date;
}

const PAGE = { ...A4, margin: 44 };
const { brand: BRAND, brandLight: LIGHT, muted: MUTED } = PDF_COLOURS;

/**
 * The travel certificate as an A4 PDF in English: the facts, the insured persons' table, the signature
 * and stamp line and the QR code of the contract's verification page. Its metadata names the contract,
 * the verification address and the countries, so software can read them without the drawn text.
 */
export async function renderTravelCertificate({ content, verifyUrl, issuedOn, printedAt }: CertificateInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4', margin: 0, font: FONT_FILES.latin, lang: 'en', displayTitle: true,
    info: {
      Title: `${W.title} ${content.contractNumber}`,
      Author: COMPANY_NAME.en,
      Subject: verifyUrl,
      Keywords: [...content.countries, content.scope, ...content.insured.map((p) => p.name)].join('; '),
      Creator: COMPANY_NAME.en,
      CreationDate: printedAt,
    },
  });
  const done = collect(doc);
  const w = new TextWriter(doc, 'en');
  const { margin } = PAGE;
  const inner = PAGE.width - 2 * margin;

  doc.rect(0, 0, PAGE.width, 96).fill(BRAND);
  w.line(COMPANY_NAME.en, margin, 24, inner, { size: 20, bold: true, color: '#ffffff' });
  w.line(W.title.toUpperCase(), margin, 56, inner, { size: 13, bold: true, color: '#d9eaff' });
  w.line(content.contractNumber, margin, 58, inner, { size: 11, bold: true, color: '#ffffff', align: 'end' });

  let y = 112;
  y += w.paragraph(W.intro, margin, y, inner, { size: 10 }) + 8;

  const labelWidth = 150;
  for (const [index, [label, value]] of certificateRows(content).entries()) {
    const valueStyle = { size: 10, bold: true };
    // Measured first, so a long value (the medical cover) gets a band as tall as its lines.
    const height = Math.max(20, Math.ceil(w.width(value, valueStyle) / (inner - labelWidth - 16)) * 14.5 + 6);
    if (index % 2 === 0) doc.rect(margin, y, inner, height).fill(LIGHT);
    w.line(label, margin + 8, y + 5, labelWidth - 12, { size: 9, color: MUTED });
    w.paragraph(value, margin + labelWidth, y + 4, inner - labelWidth - 8, valueStyle);
    y += height;
  }

  y += 14;
  w.line(W.insuredHeading, margin, y, inner, { size: 12, bold: true, color: BRAND });
  y += 20;
  const cols = [margin + 8, margin + 250, margin + 370];
  W.columns.forEach((c, i) => w.line(c, cols[i]!, y, 200, { size: 9, color: MUTED }));
  y += 15;
  const rowHeight = Math.min(18, Math.floor(210 / Math.max(content.insured.length, 1)));
  content.insured.forEach((p, i) => {
    if (i % 2 === 0) doc.rect(margin, y - 3, inner, rowHeight).fill(LIGHT);
    w.line(p.name, cols[0]!, y, 236, { size: 10, bold: true });
    w.line(p.birthDate ? certificateDate(p.birthDate) : '', cols[1]!, y, 116, { size: 10 });
    w.line(p.passport, cols[2]!, y, 130, { size: 10, bold: true });
    y += rowHeight;
  });

  const boxTop = 640;
  w.line(`${W.issued} ${certificateDate(issuedOn)}`, margin, boxTop - 58, inner, { size: 10 });
  doc.moveTo(margin + inner - 220, boxTop - 18).lineTo(margin + inner, boxTop - 18).lineWidth(0.7).strokeColor('#94a3b8').stroke();
  w.line(W.signature, margin + inner - 220, boxTop - 14, 220, { size: 9, color: MUTED, align: 'center' });

  doc.roundedRect(margin, boxTop + 8, inner, 150, 8).lineWidth(1).strokeColor('#d9eaff').stroke();
  const qrSize = 116;
  drawQrCode(doc, verifyUrl, margin + inner - qrSize - 12, boxTop + 16, qrSize);
  w.paragraph(W.electronic, margin + 14, boxTop + 28, inner - qrSize - 44, { size: 10, color: MUTED });
  w.paragraph(verifyUrl, margin + 14, boxTop + 136, inner - 28, { size: 8, color: BRAND });
  doc.end();
  return done;
}
