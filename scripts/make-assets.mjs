#!/usr/bin/env node
/**
 * Writes the placeholder files that the document routes point at (`npm run assets`):
 * - one small PDF 1.4 per file named in lib/config/documents.json, under public/;
 * - public/assets/medical/medical-network.xlsx, the medical provider network.
 * The company replaces the PDFs with its published documents; the table stays the one source.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');

const PLACEHOLDER_LINE = 'Placeholder: the company replaces this file with the published document.';

/** A PDF text string: literal when printable ASCII, else UTF-16BE hex with a byte-order mark. */
function pdfTextString(text) {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/** Text drawn in Helvetica (WinAnsi) must be plain ASCII here. */
function contentText(text) {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`Page text must be ASCII: ${text}`);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A one-page PDF 1.4 with the title in the Info dictionary and on the page. */
function placeholderPdf({ title, pageTitle, lang }) {
  const stream = [
    'BT',
    '/F1 16 Tf',
    '72 760 Td',
    `${contentText(pageTitle)} Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    `${contentText(PLACEHOLDER_LINE)} Tj`,
    'ET',
  ].join('\n');
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang (${lang}) >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(title)} /Producer (scripts/make-assets.mjs) >>`,
  ];
  // The comment after the header marks the file as binary for transfer tools.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function writePublicFile(assetPath, bytes) {
  if (!assetPath.startsWith('/assets/')) throw new Error(`Not under /assets/: ${assetPath}`);
  const target = path.join(publicDir, assetPath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return target;
}

async function writeDocuments() {
  const table = JSON.parse(await readFile(path.join(root, 'lib/config/documents.json'), 'utf8'));
  let count = 0;
  for (const document of table) {
    for (const lang of ['en', 'ar']) {
      const file = document.files[lang];
      if (!file) continue;
      const pdf = placeholderPdf({ title: document.title[lang], pageTitle: document.title.en, lang });
      await writePublicFile(file, pdf);
      count += 1;
    }
  }
  return count;
}

/** Fictional providers; phone numbers are in Jordan's format but not real. */
const PROVIDERS = [
  ['Al Noor Specialty Hospital', 'مستشفى النور التخصصي', 'hospital', 'Amman', '+962 6 500 1101', 'Wasfi Al-Tal Street 88, Amman'],
  ['Jordan Valley Medical Center', 'مركز وادي الأردن الطبي', 'hospital', 'Amman', '+962 6 500 1102', 'Mecca Street 210, Amman'],
  ['Al Rahma General Hospital', 'مستشفى الرحمة العام', 'hospital', 'Irbid', '+962 2 700 1103', 'University Street 15, Irbid'],
  ['Zarqa Family Hospital', 'مستشفى الزرقاء للعائلة', 'hospital', 'Zarqa', '+962 5 390 1104', 'King Abdullah II Street 40, Zarqa'],
  ['Aqaba Coast Hospital', 'مستشفى شاطئ العقبة', 'hospital', 'Aqaba', '+962 3 201 1105', 'Al-Hammamat Street 7, Aqaba'],
  ['Salt Heights Hospital', 'مستشفى مرتفعات السلط', 'hospital', 'Salt', '+962 5 355 1106', 'Maydan Street 22, Salt'],
  ['Madaba Care Hospital', 'مستشفى مادبا للرعاية', 'hospital', 'Madaba', '+962 5 324 1107', 'King Talal Street 31, Madaba'],
  ['Al Shifa Medical Clinic', 'عيادة الشفاء الطبية', 'clinic', 'Amman', '+962 6 555 1108', 'Gardens Street 12, Amman'],
  ['Dabouq Family Clinic', 'عيادة دابوق للعائلة', 'clinic', 'Amman', '+962 6 555 1109', 'Dabouq Main Street 5, Amman'],
  ['Irbid Dental Clinic', 'عيادة إربد لطب الأسنان', 'clinic', 'Irbid', '+962 2 725 1110', 'Al-Hashmi Street 60, Irbid'],
  ['Zarqa Eye Clinic', 'عيادة الزرقاء للعيون', 'clinic', 'Zarqa', '+962 5 398 1111', 'Al-Sa\'ada Street 18, Zarqa'],
  ['Aqaba Children Clinic', 'عيادة العقبة للأطفال', 'clinic', 'Aqaba', '+962 3 203 1112', 'Al-Nahda Street 9, Aqaba'],
  ['Karak Health Clinic', 'عيادة الكرك الصحية', 'clinic', 'Karak', '+962 3 238 1113', 'Castle Street 14, Karak'],
  ['Jerash Orthopaedic Clinic', 'عيادة جرش لجراحة العظام', 'clinic', 'Jerash', '+962 2 635 1114', 'Hadrian Street 3, Jerash'],
  ['Al Dawaa Pharmacy', 'صيدلية الدواء', 'pharmacy', 'Amman', '+962 6 566 1115', 'Rainbow Street 27, Amman'],
  ['Shmeisani Pharmacy', 'صيدلية الشميساني', 'pharmacy', 'Amman', '+962 6 566 1116', 'Abdul Hameed Sharaf Street 50, Amman'],
  ['Al Hikma Pharmacy', 'صيدلية الحكمة', 'pharmacy', 'Irbid', '+962 2 727 1117', 'Palestine Street 33, Irbid'],
  ['Zarqa Central Pharmacy', 'صيدلية الزرقاء المركزية', 'pharmacy', 'Zarqa', '+962 5 399 1118', 'Al-Jaish Street 11, Zarqa'],
  ['Red Sea Pharmacy', 'صيدلية البحر الأحمر', 'pharmacy', 'Aqaba', '+962 3 205 1119', 'Corniche Street 4, Aqaba'],
  ['Mafraq Pharmacy', 'صيدلية المفرق', 'pharmacy', 'Mafraq', '+962 2 623 1120', 'Baghdad Street 19, Mafraq'],
  ['Precision Medical Laboratories', 'مختبرات الدقة الطبية', 'lab', 'Amman', '+962 6 577 1121', 'Khalda Street 66, Amman'],
  ['Al Bayan Diagnostic Lab', 'مختبر البيان التشخيصي', 'lab', 'Amman', '+962 6 577 1122', 'Jabal Al-Hussein Street 8, Amman'],
  ['North Labs Irbid', 'مختبرات الشمال إربد', 'lab', 'Irbid', '+962 2 729 1123', 'Al-Quds Street 45, Irbid'],
  ['Zarqa Medical Lab', 'مختبر الزرقاء الطبي', 'lab', 'Zarqa', '+962 5 397 1124', 'Factories Street 2, Zarqa'],
  ['Maan Diagnostic Lab', 'مختبر معان التشخيصي', 'lab', 'Maan', '+962 3 213 1125', 'King Hussein Street 10, Maan'],
];

async function writeMedicalNetwork() {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Customer portal';
  // Fixed dates keep regenerated files comparable.
  workbook.created = new Date('2025-01-01T00:00:00Z');
  workbook.modified = new Date('2025-01-01T00:00:00Z');
  const sheet = workbook.addWorksheet('Medical network', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Provider name (English) / اسم مقدم الخدمة بالإنجليزية', key: 'nameEn', width: 40 },
    { header: 'Provider name (Arabic) / اسم مقدم الخدمة بالعربية', key: 'nameAr', width: 40 },
    { header: 'Type / النوع', key: 'type', width: 14 },
    { header: 'City / المدينة', key: 'city', width: 12 },
    { header: 'Phone / الهاتف', key: 'phone', width: 18 },
    { header: 'Address / العنوان', key: 'address', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const [nameEn, nameAr, type, city, phone, address] of PROVIDERS) {
    sheet.addRow({ nameEn, nameAr, type, city, phone, address });
  }
  sheet.autoFilter = { from: 'A1', to: 'F1' };
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  await writePublicFile('/assets/medical/medical-network.xlsx', bytes);
  return PROVIDERS.length;
}

const pdfs = await writeDocuments();
const providers = await writeMedicalNetwork();
console.log(`Wrote ${pdfs} PDFs and a medical network of ${providers} providers under ${publicDir}/assets`);
