import { TRAVEL } from '@/lib/config/business';
import { formatDate } from '@/lib/format';
import type { Db } from '../db/client';
import { announcements, cheques, notifications, offers } from '../db/schema';
import { HOME_FEE_FILS, HOME_MINIMUM_PREMIUM_FILS, toJod } from '../pricing';
import { dayFrom } from './dates';

/** The demo offers' last days, counted from the day of the seed: an offer names its real end date. */
const MOTOR_OFFER_DAYS = 30;
const TRAVEL_OFFER_DAYS = 60;

/** The demo customer's notifications: two unread, two read. */
export async function seedNotifications(db: Db, users: Map<string, number>, now = new Date()): Promise<void> {
  const demo = users.get('demo@portal.test');
  if (!demo) return;
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  await db.insert(notifications).values([
    {
      userId: demo, kind: 'appointment', key: 'seed:appointment-confirmed', createdAt: hoursAgo(2),
      titleEn: 'Appointment confirmed', titleAr: 'تم تأكيد الموعد',
      bodyEn: 'Your Lababak assessment appointment is confirmed.', bodyAr: 'تم تأكيد موعد الكشف من خدمة لبّيك.',
    },
    {
      userId: demo, kind: 'general', key: 'seed:welcome-offer', createdAt: hoursAgo(20),
      titleEn: 'A new offer for you', titleAr: 'عرض جديد لك',
      bodyEn: `Renew your comprehensive car insurance on the portal by ${formatDate(dayFrom(now, MOTOR_OFFER_DAYS))} and save 15% on the premium.`,
      bodyAr: `جدّد تأمين سيارتك الشامل عبر البوابة حتى ${formatDate(dayFrom(now, MOTOR_OFFER_DAYS))} ووفّر 15% من القسط.`,
    },
    {
      userId: demo, kind: 'general', key: 'seed:profile', createdAt: hoursAgo(24 * 6), readAt: hoursAgo(24 * 5),
      titleEn: 'Welcome to the portal', titleAr: 'أهلاً بك في البوابة',
      bodyEn: 'Your contracts, appointments and offers are now in one place.', bodyAr: 'عقودك ومواعيدك وعروضك الآن في مكان واحد.',
    },
    {
      userId: demo, kind: 'appointment', key: 'seed:appointment-cancelled', createdAt: hoursAgo(24 * 20), readAt: hoursAgo(24 * 19),
      titleEn: 'Appointment cancelled', titleAr: 'تم إلغاء الموعد',
      bodyEn: 'Your appointment for the Hyundai Elantra was cancelled.', bodyAr: 'تم إلغاء موعد سيارة هيونداي إلنترا.',
    },
  ]);
}

/**
 * Three offers, newest first by publication; images under /assets/offers/. Each promises only what
 * the backend's price does: the motor and the family travel offers carry their discount
 * (discount_percent, discount_product: applied to every quote in their dates, pricing/offer.ts) and
 * name their last day; the home offer's starting price is the home table's minimum premium.
 */
export async function seedOffers(db: Db, now = new Date()): Promise<void> {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const motorEnd = dayFrom(now, MOTOR_OFFER_DAYS);
  const travelEnd = dayFrom(now, TRAVEL_OFFER_DAYS);
  const [motorBy, travelBy] = [formatDate(motorEnd), formatDate(travelEnd)];
  const [homeFrom, homeFee] = [toJod(HOME_MINIMUM_PREMIUM_FILS), toJod(HOME_FEE_FILS)];
  await db.insert(offers).values([
    {
      titleEn: '15% off comprehensive car insurance', titleAr: 'خصم 15% على التأمين الشامل للسيارات',
      summaryEn: `Renew your comprehensive car insurance on the portal by ${motorBy} and save 15% on the premium.`,
      summaryAr: `جدّد تأمين سيارتك الشامل عبر البوابة حتى ${motorBy} ووفّر 15% من القسط.`,
      bodyEn: `Renew a comprehensive car contract on the portal, from its renewal screen or from the company's renewal link, by ${motorBy} and pay 15% less on the premium (the issue fee is not discounted, and stamp duty is charged on the premium you pay). The discount shows as its own line on your price summary and on your contract. Roadside assistance and the Lababak accident-assessment service are included.`,
      bodyAr: `جدّد عقد التأمين الشامل لسيارتك عبر البوابة، من شاشة التجديد أو من رابط التجديد الذي ترسله الشركة، حتى ${motorBy} وادفع أقل بنسبة 15% من القسط (لا يشمل الخصم رسوم الإصدار، وتُحسب رسوم الطوابع على القسط الذي تدفعه). يظهر الخصم في سطر خاص في ملخص السعر وفي عقدك. تشمل التغطية المساعدة على الطريق وخدمة لبّيك للكشف على الحوادث.`,
      image: '/assets/offers/motor.png', line: 'motor', publishedAt: daysAgo(1), validUntil: motorEnd,
      discountPercent: 15, discountProduct: 'motor-comprehensive',
    },
    {
      titleEn: '10% off family travel insurance', titleAr: 'خصم 10% على تأمين سفر العائلة',
      summaryEn: `Family travel cover bought on the portal by ${travelBy}: 10% off the premium.`,
      summaryAr: `تأمين سفر العائلة عند شرائه عبر البوابة حتى ${travelBy}: خصم 10% من القسط.`,
      bodyEn: `Sky and Sky Plus cover medical emergencies, lost luggage and trip cancellation. A family contract (2 to ${TRAVEL.maxTravellers} travellers) bought on the portal by ${travelBy} gets 10% off the premium, on top of the family rate of the standard Sky and Sky Plus prices. The discount shows as its own line on your price summary and on your contract.`,
      bodyAr: `يغطي برنامجا سكاي وسكاي بلس الطوارئ الطبية وفقدان الأمتعة وإلغاء الرحلة. عقد العائلة (من 2 إلى ${TRAVEL.maxTravellers} مسافرين) عند شرائه عبر البوابة حتى ${travelBy} يحصل على خصم 10% من القسط، إضافةً إلى سعر العائلة في أسعار سكاي وسكاي بلس المعتادة. يظهر الخصم في سطر خاص في ملخص السعر وفي عقدك.`,
      image: '/assets/offers/travel.png', line: 'travel', publishedAt: daysAgo(8), validUntil: travelEnd,
      discountPercent: 10, discountProduct: 'travel-family',
    },
    {
      titleEn: `Home insurance from ${homeFrom} JOD a year`, titleAr: `تأمين المنزل من ${homeFrom} ديناراً سنوياً`,
      summaryEn: 'Protect your home and belongings against fire, water damage and theft.',
      summaryAr: 'احمِ منزلك ومقتنياتك من الحريق وأضرار المياه والسرقة.',
      bodyEn: `Cover the building and what is inside it in one contract, with 24-hour emergency help. Premiums start at ${homeFrom} JOD a year, plus the ${homeFee} JOD issue fee and 1% stamp duty.`,
      bodyAr: `غطِّ المبنى ومحتوياته في عقد واحد، مع مساعدة طارئة على مدار الساعة. تبدأ الأقساط من ${homeFrom} ديناراً في السنة، تُضاف إليها رسوم إصدار قدرها ${homeFee} دنانير ورسوم طوابع 1%.`,
      image: '/assets/offers/home.png', line: 'home', publishedAt: daysAgo(20), validUntil: null,
    },
  ]);
}

export async function seedAnnouncements(db: Db): Promise<void> {
  await db.insert(announcements).values([
    {
      position: 1, titleEn: 'Lababak: we come to you', titleAr: 'لبّيك: نأتي إليك',
      bodyEn: 'Book an accident assessment at the roadside from your phone, in two-hour slots from 8:30 to 20:30.',
      bodyAr: 'احجز كشفاً على الحادث في موقعه من هاتفك، بفترات من ساعتين من 8:30 صباحاً حتى 8:30 مساءً.',
      image: null, link: null,
    },
    {
      position: 2, titleEn: 'Check your settlement cheque', titleAr: 'تحقق من شيك التسوية',
      bodyEn: 'Know whether your cheque is ready for pick-up without calling us.',
      bodyAr: 'اعرف إن كان شيكك جاهزاً للاستلام دون الحاجة للاتصال بنا.',
      image: null, link: '/cheques',
    },
  ]);
}

/** The demo cheques of the README: 100001 delivered … 100004 under preparation; the first two carry the customer's phone. */
export function demoCheques(now: Date, phone: string, chequeId: (n: number) => string = (n) => String(100_000 + n)): (typeof cheques.$inferInsert)[] {
  return [
    { chequeId: chequeId(1), phone, status: 'delivered', amount: 1250.5, settlementDate: dayFrom(now, -40) },
    { chequeId: chequeId(2), phone, status: 'ready', amount: 860, settlementDate: dayFrom(now, -18) },
    { chequeId: chequeId(3), phone: null, status: 'processing', amount: 430.25, settlementDate: dayFrom(now, -5) },
    { chequeId: chequeId(4), phone: null, status: 'preparation', amount: null, settlementDate: null },
  ];
}

export async function seedCheques(db: Db, now = new Date()): Promise<void> {
  await db.insert(cheques).values(demoCheques(now, '+962790000001'));
}
