import type { ClaimEventKind } from '@/lib/api/endpoints/claims';
import type { ClaimState, ClaimDetails } from '@/lib/validation/claim';
import type { StoredDeduction, StoredLocation } from '../db/schema/claims';

/** Text the company wrote for the demo, in both languages. */
export type Both = { en: string; ar: string };

/** One step of a demo claim: when (days before the seed's day, at an hour in Amman), by whom, and what it set. */
export interface StoryStep {
  kind: ClaimEventKind;
  daysAgo: number;
  time: string;
  by: 'customer' | 'care';
  note?: Both;
  amountFils?: number;
  /** The appointment's, the cheque's or the transfer's reference (filled in by the seed where it is made). */
  reference?: string;
}

/** A demo claim: its contract (the template's number), what happened, its steps, and what those steps left. */
export interface ClaimStory {
  state: ClaimState;
  contract: number;
  event: string;
  occurredDaysAgo: number;
  occurredTime: string;
  location: StoredLocation | null;
  description: Both;
  details: ClaimDetails;
  steps: StoryStep[];
  assessment?: { assessor: string; fils: number; note: Both };
  approval?: { gross: number; excess: number; deductions: StoredDeduction[]; note: Both };
  refusal?: Both;
  requests?: { key: string; note: Both; provided: boolean }[];
  settlement?: 'transfer' | 'cheque';
  /** A second claim in its state, beside the one the state's tests and pages use: the cheque still under processing. */
  chequeWaiting?: true;
}

/** A trip's claim by the holder (traveller 0, named from the account when seeded: seedClaims). */
const trip = (over: Partial<Extract<ClaimDetails, { line: 'travel' }>> & Pick<Extract<ClaimDetails, { line: 'travel' }>, 'country'>): ClaimDetails => ({
  line: 'travel', traveller: 0, traveller_name: '', provider: '', amount: 0, currency: 'JOD', assistance_called: false, assistance_reference: '', ...over,
});
const motor = (over: Partial<Extract<ClaimDetails, { line: 'motor' }>>): ClaimDetails => ({
  line: 'motor', has_police_report: false, police_report_number: '', other_party: false, other_kind: 'car', other_plate: '', other_property: '', other_insurer: '',
  other_driver_name: '', other_driver_phone: '', injuries: false, drivable: true, driver: 'insured', driver_name: '', driver_licence: '', ...over,
});

const care = (kind: ClaimEventKind, daysAgo: number, time: string, extra: Partial<StoryStep> = {}): StoryStep => ({ kind, daysAgo, time, by: 'care', ...extra });
const customer = (kind: ClaimEventKind, daysAgo: number, time: string, extra: Partial<StoryStep> = {}): StoryStep => ({ kind, daysAgo, time, by: 'customer', ...extra });

/**
 * The demo customer's claims, one in each state (and a second decided one, its cheque still under
 * processing), on the car, travel, home and personal-accident contracts, dated back from the day the
 * data is seeded.
 */
export const CLAIM_STORIES: ClaimStory[] = [
  {
    state: 'reported', contract: 104, event: 'glass', occurredDaysAgo: 1, occurredTime: '18:40',
    location: { lat: 31.8412, lng: 35.9318, address: 'Airport Road, Amman' },
    description: { en: 'A stone thrown up by a lorry cracked the windscreen on the airport road.', ar: 'ارتطم حجر تطاير من شاحنة بالزجاج الأمامي على طريق المطار فتشقّق.' },
    details: motor({}),
    steps: [customer('reported', 1, '19:05')],
  },
  {
    state: 'assessment', contract: 101, event: 'collision', occurredDaysAgo: 2, occurredTime: '08:15',
    location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' },
    description: { en: 'Another car hit my rear bumper while I was stopped at the traffic lights.', ar: 'صدمت سيارة أخرى الصدّام الخلفي لسيارتي وأنا متوقف عند الإشارة الضوئية.' },
    details: motor({ has_police_report: true, police_report_number: 'AMN-2291', other_party: true, other_plate: '17-4567', other_insurer: 'Jordan Insurance', other_driver_name: 'Khaled Yousef', other_driver_phone: '+962795551234' }),
    steps: [customer('reported', 2, '09:00'), customer('assessor_booked', 1, '09:20')],
  },
  {
    state: 'documents', contract: 301, event: 'water', occurredDaysAgo: 8, occurredTime: '06:30', location: null,
    description: { en: 'A pipe burst inside the kitchen wall and the water damaged the floor and the lower cupboards.', ar: 'انفجر أنبوب داخل جدار المطبخ وأتلفت المياه الأرضية والخزائن السفلية.' },
    details: { line: 'home', damaged: 'Kitchen floor and lower cupboards', has_police_report: false, police_report_number: '' },
    steps: [
      customer('reported', 8, '20:10'),
      care('documents_requested', 6, '11:00', { note: { en: 'Repair estimate', ar: 'تقدير تكلفة الإصلاح' } }),
    ],
    requests: [{ key: 'repair_estimate', note: { en: "A plumber's or contractor's estimate of the repair, with its total.", ar: 'تقدير من سبّاك أو مقاول لتكلفة الإصلاح، مع المبلغ الإجمالي.' }, provided: false }],
  },
  {
    // Its decision is overdue (CLAIM_DEADLINES.decideWithin working days since the assessment), so the desk's list has one to put first.
    state: 'review', contract: 201, event: 'medical', occurredDaysAgo: 30, occurredTime: '22:00', location: null,
    description: { en: 'I had severe food poisoning in Istanbul and spent two nights in hospital.', ar: 'أُصبت بتسمم غذائي حاد في إسطنبول وبقيت في المستشفى ليلتين.' },
    details: trip({ country: 'TR', provider: 'Acibadem Hospital, Istanbul', amount: 1450, currency: 'EUR', assistance_called: true, assistance_reference: 'AS-2026-0418' }),
    steps: [
      customer('reported', 28, '10:30'),
      care('assessed', 20, '13:00', { amountFils: 1_150_000, note: { en: 'The hospital invoices match the medical report.', ar: 'فواتير المستشفى مطابقة للتقرير الطبي.' } }),
    ],
    assessment: { assessor: 'Dr. Rami Saleh', fils: 1_150_000, note: { en: 'The hospital invoices match the medical report.', ar: 'فواتير المستشفى مطابقة للتقرير الطبي.' } },
  },
  {
    state: 'decided', contract: 101, event: 'glass', occurredDaysAgo: 16, occurredTime: '15:20',
    location: { lat: 31.9770, lng: 35.8437, address: 'Wasfi Al-Tal Street, Amman' },
    description: { en: 'The windscreen cracked across after a stone hit it on Wasfi Al-Tal Street.', ar: 'تشقّق الزجاج الأمامي بالعرض بعد أن ضربه حجر في شارع وصفي التل.' },
    details: motor({}),
    steps: [
      customer('reported', 16, '16:00'),
      care('assessed', 12, '10:00', { amountFils: 420_000, note: { en: 'Windscreen replaced at an approved garage.', ar: 'استُبدل الزجاج الأمامي في كراج معتمد.' } }),
      care('approved', 2, '12:30', { amountFils: 300_000, note: { en: 'Paid less the excess and the non-original part.', ar: 'يُدفع بعد خصم التحمّل وفرق القطعة غير الأصلية.' } }),
    ],
    assessment: { assessor: 'Mahmoud Aziz', fils: 420_000, note: { en: 'Windscreen replaced at an approved garage.', ar: 'استُبدل الزجاج الأمامي في كراج معتمد.' } },
    approval: {
      gross: 420_000, excess: 50_000,
      deductions: [{ reason: 'Windscreen replaced with a non-original part', reason_ar: 'استُبدل الزجاج الأمامي بقطعة غير أصلية', amount_fils: 70_000 }],
      note: { en: 'Paid less the excess and the non-original part.', ar: 'يُدفع بعد خصم التحمّل وفرق القطعة غير الأصلية.' },
    },
  },
  {
    state: 'paid', contract: 202, event: 'baggage', occurredDaysAgo: 30, occurredTime: '02:10', location: null,
    description: { en: 'My suitcase did not arrive in Riyadh and the airline could not find it.', ar: 'لم تصل حقيبتي إلى الرياض ولم تتمكن شركة الطيران من العثور عليها.' },
    details: trip({ country: 'SA', provider: 'Royal Jordanian', amount: 1250, currency: 'SAR', assistance_called: false }),
    steps: [
      customer('reported', 29, '09:45'),
      care('assessed', 27, '11:15', { amountFils: 300_000, note: { en: "The airline's report confirms one suitcase lost.", ar: 'يؤكد تقرير شركة الطيران فقدان حقيبة واحدة.' } }),
      care('approved', 24, '10:40', { amountFils: 250_000 }),
      customer('accepted', 23, '18:30', { amountFils: 250_000 }),
      // 20 days ago: its ready day (14 days on, or the next working day, at most 6 later) has come, so it is paid (the seed adds the step).
      care('cheque_issued', 20, '09:30', { amountFils: 250_000 }),
    ],
    assessment: { assessor: 'Lama Haddad', fils: 300_000, note: { en: "The airline's report confirms one suitcase lost.", ar: 'يؤكد تقرير شركة الطيران فقدان حقيبة واحدة.' } },
    approval: { gross: 300_000, excess: 50_000, deductions: [], note: { en: '', ar: '' } },
    settlement: 'cheque',
  },
  {
    // Settled by cheque 3 days ago and still under processing: decided, not paid, its cheque ready on a day to come.
    state: 'decided', contract: 502, event: 'injury', occurredDaysAgo: 24, occurredTime: '16:30', location: null, chequeWaiting: true,
    description: { en: 'I fell from a ladder at home and broke my ankle.', ar: 'سقطت عن سلّم في البيت فانكسر كاحلي.' },
    details: { line: 'personal-accident', injury: 'Broken ankle', provider: 'Jordan Hospital, Amman', has_police_report: false, police_report_number: '' },
    steps: [
      customer('reported', 23, '11:20'),
      care('assessed', 16, '12:00', { amountFils: 400_000, note: { en: 'A fracture as the hospital report describes.', ar: 'كسر كما يصفه تقرير المستشفى.' } }),
      care('approved', 10, '10:15', { amountFils: 350_000 }),
      customer('accepted', 9, '19:40', { amountFils: 350_000 }),
      care('cheque_issued', 3, '10:00', { amountFils: 350_000 }),
    ],
    assessment: { assessor: 'Dr. Rami Saleh', fils: 400_000, note: { en: 'A fracture as the hospital report describes.', ar: 'كسر كما يصفه تقرير المستشفى.' } },
    approval: { gross: 400_000, excess: 50_000, deductions: [], note: { en: '', ar: '' } },
    settlement: 'cheque',
  },
  {
    state: 'closed', contract: 501, event: 'injury', occurredDaysAgo: 62, occurredTime: '17:00', location: null,
    description: { en: 'I slipped on the stairs at work and broke my wrist.', ar: 'انزلقت على الدرج في العمل فانكسر معصمي.' },
    details: { line: 'personal-accident', injury: 'Broken wrist', provider: 'Al-Khalidi Hospital, Amman', has_police_report: false, police_report_number: '' },
    steps: [
      customer('reported', 61, '12:00'),
      care('assessed', 55, '10:00', { amountFils: 180_000 }),
      care('approved', 50, '14:00', { amountFils: 180_000 }),
      customer('accepted', 49, '20:15', { amountFils: 180_000 }),
      care('transfer_sent', 45, '11:00', { amountFils: 180_000, reference: 'TRF-20481' }),
      care('closed', 40, '09:00'),
    ],
    assessment: { assessor: 'Dr. Rami Saleh', fils: 180_000, note: { en: 'Treatment as the medical report describes.', ar: 'العلاج مطابق لما ورد في التقرير الطبي.' } },
    approval: { gross: 180_000, excess: 0, deductions: [], note: { en: '', ar: '' } },
    settlement: 'transfer',
  },
  {
    state: 'refused', contract: 302, event: 'theft', occurredDaysAgo: 27, occurredTime: '03:00', location: null,
    description: { en: 'My bicycle was stolen from the building.', ar: 'سُرقت دراجتي الهوائية من البناية.' },
    details: { line: 'home', damaged: 'A bicycle', has_police_report: true, police_report_number: 'IRB-5530' },
    steps: [
      customer('reported', 26, '08:30'),
      care('assessed', 15, '12:00', { amountFils: 0 }),
      care('refused', 6, '10:15'),
    ],
    assessment: { assessor: 'Omar Nasser', fils: 0, note: { en: 'The bicycle was kept in the shared car park.', ar: 'كانت الدراجة في موقف السيارات المشترك.' } },
    refusal: {
      en: "The bicycle was kept in the building's shared car park, which the contract does not cover: it covers what is inside your home.",
      ar: 'كانت الدراجة في موقف السيارات المشترك في البناية، وهو مكان لا يغطيه العقد: يغطي العقد ما هو داخل منزلك.',
    },
  },
];
