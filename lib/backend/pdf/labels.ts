import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { COMPANY_NAME } from '@/lib/config/company';
import type { Locale } from '@/lib/config/business';

/** The contract PDF's wording: the backend writes the document, so its words live with it. */
export interface PdfLabels {
  company: string;
  companyTagline: string;
  title: string;
  holder: string;
  details: string;
  lines: Record<PolicyLine, string>;
  fields: {
    contractNumber: string;
    line: string;
    product: string;
    destination: string;
    validFrom: string;
    validUntil: string;
    plateNumber: string;
    documentId: string;
    vehicleType: string;
    vehicleModel: string;
    productionYear: string;
    insuredSum: string;
    premium: string;
    holderBirthDate: string;
    traveller: string;
  };
  /** After a birth date the customer declared (the account had none). */
  declaredByYou: string;
  /** A traveller's line: `{name}` and `{date}` are filled in. */
  travellerBorn: string;
  /** The offer's line: `{title}` and `{amount}` are filled in. */
  offer: string;
  /** The acceptance of the terms: `{title}`, `{version}`, `{date}` and `{language}` are filled in. */
  termsAccepted: string;
  languages: Record<Locale, string>;
  issuedOn: string;
  verifyTitle: string;
  verifyHint: string;
  footer: string;
}

const en: PdfLabels = {
  company: COMPANY_NAME.en,
  companyTagline: 'Customer portal',
  title: 'Insurance contract',
  holder: 'Policyholder',
  details: 'Contract details',
  lines: { motor: 'Car insurance', travel: 'Travel insurance', home: 'Home insurance', medical: 'Medical insurance', 'personal-accident': 'Personal guard insurance' },
  fields: {
    contractNumber: 'Contract number', line: 'Insurance line', product: 'Product', destination: 'Destination',
    validFrom: 'Valid from', validUntil: 'Valid until', plateNumber: 'Plate number', documentId: 'Document ID',
    vehicleType: 'Vehicle make', vehicleModel: 'Vehicle model', productionYear: 'Production year', insuredSum: 'Insured sum', premium: 'Premium',
    holderBirthDate: "Insured's birth date", traveller: 'Traveller',
  },
  declaredByYou: 'declared by you',
  travellerBorn: '{name}, born {date}',
  offer: 'Offer: {title} {amount}',
  termsAccepted: 'Terms "{title}" version {version} accepted on {date} ({language}), with the declarations made before paying.',
  languages: { en: 'English', ar: 'Arabic' },
  issuedOn: 'Issued on',
  verifyTitle: 'Verify this contract',
  verifyHint: 'Scan the code or open the address below to check that this contract is genuine and in force.',
  footer: 'This document was issued electronically through the customer portal and needs no signature.',
};

const ar: PdfLabels = {
  company: COMPANY_NAME.ar,
  companyTagline: 'بوابة العملاء',
  title: 'عقد تأمين',
  holder: 'المؤمَّن له',
  details: 'تفاصيل العقد',
  lines: { motor: 'تأمين السيارات', travel: 'تأمين السفر', home: 'تأمين المنزل', medical: 'التأمين الطبي', 'personal-accident': 'تأمين الحماية الشخصية' },
  fields: {
    contractNumber: 'رقم العقد', line: 'نوع التأمين', product: 'المنتج', destination: 'الوجهة',
    validFrom: 'ساري من', validUntil: 'ساري حتى', plateNumber: 'رقم اللوحة', documentId: 'رقم الوثيقة',
    vehicleType: 'نوع المركبة', vehicleModel: 'طراز المركبة', productionYear: 'سنة الصنع', insuredSum: 'مبلغ التأمين', premium: 'قسط التأمين',
    holderBirthDate: 'تاريخ ميلاد المؤمَّن له', traveller: 'مسافر',
  },
  declaredByYou: 'بحسب إقرارك',
  travellerBorn: '{name}، مواليد {date}',
  offer: 'العرض: {title} {amount}',
  termsAccepted: 'تمت الموافقة على الشروط «{title}» الإصدار {version} بتاريخ {date} ({language})، مع الإقرارات المقدّمة قبل الدفع.',
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  issuedOn: 'تاريخ الإصدار',
  verifyTitle: 'تحقّق من هذا العقد',
  verifyHint: 'امسح الرمز أو افتح العنوان أدناه للتأكد من أن هذا العقد أصلي وساري المفعول.',
  footer: 'صدرت هذه الوثيقة إلكترونيًا عبر بوابة العملاء ولا تحتاج إلى توقيع.',
};

export function pdfLabels(lang: Locale): PdfLabels {
  return lang === 'ar' ? ar : en;
}
