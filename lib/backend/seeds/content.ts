import type { Db } from '../db/client';
import { announcements, cheques, notifications, offers } from '../db/schema';
import { dayFrom } from './dates';

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
      bodyEn: 'Save 15% on comprehensive car insurance this month.', bodyAr: 'وفّر 15% على التأمين الشامل للسيارات هذا الشهر.',
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

/** Three offers, newest first by publication; images under /assets/offers/. */
export async function seedOffers(db: Db, now = new Date()): Promise<void> {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  await db.insert(offers).values([
    {
      titleEn: '15% off comprehensive car insurance', titleAr: 'خصم 15% على التأمين الشامل للسيارات',
      summaryEn: 'Insure your car comprehensively online this month and save 15%.',
      summaryAr: 'أمّن سيارتك تأميناً شاملاً عبر الإنترنت هذا الشهر ووفّر 15%.',
      bodyEn: 'Buy or renew a comprehensive car contract on the portal before the end of the month and pay 15% less. Roadside assistance and the Lababak accident-assessment service are included.',
      bodyAr: 'اشترِ أو جدّد عقد تأمين شامل لسيارتك عبر البوابة قبل نهاية الشهر وادفع أقل بنسبة 15%. تشمل التغطية المساعدة على الطريق وخدمة لبّيك للكشف على الحوادث.',
      image: '/assets/offers/motor.png', line: 'motor', publishedAt: daysAgo(1), validUntil: dayFrom(now, 30),
    },
    {
      titleEn: 'Travel with Sky Plus for less', titleAr: 'سافر مع سكاي بلس بسعر أقل',
      summaryEn: 'Family travel cover to every destination, 10% off for summer trips.',
      summaryAr: 'تغطية سفر للعائلة إلى كل الوجهات، بخصم 10% لرحلات الصيف.',
      bodyEn: 'Sky Plus covers medical emergencies, lost luggage and trip cancellation worldwide. Families of up to six travellers get 10% off when they buy on the portal.',
      bodyAr: 'يغطي برنامج سكاي بلس الطوارئ الطبية وفقدان الأمتعة وإلغاء الرحلة حول العالم. تحصل العائلات حتى ستة مسافرين على خصم 10% عند الشراء عبر البوابة.',
      image: '/assets/offers/travel.png', line: 'travel', publishedAt: daysAgo(8), validUntil: dayFrom(now, 60),
    },
    {
      titleEn: 'Home insurance from 60 JOD a year', titleAr: 'تأمين المنزل من 60 دينار سنوياً',
      summaryEn: 'Protect your home and belongings against fire, water damage and theft.',
      summaryAr: 'احمِ منزلك ومقتنياتك من الحريق وأضرار المياه والسرقة.',
      bodyEn: 'Cover the building and what is inside it in one contract, with 24-hour emergency help. Prices start at 60 JOD a year.',
      bodyAr: 'غطِّ المبنى ومحتوياته في عقد واحد، مع مساعدة طارئة على مدار الساعة. تبدأ الأسعار من 60 ديناراً في السنة.',
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

/** The demo cheques of the README: 100001 delivered … 100004 under preparation. */
export async function seedCheques(db: Db, now = new Date()): Promise<void> {
  await db.insert(cheques).values([
    { chequeId: '100001', phone: '0790000001', status: 'delivered', amount: 1250.5, settlementDate: dayFrom(now, -40) },
    { chequeId: '100002', phone: '0790000001', status: 'ready', amount: 860, settlementDate: dayFrom(now, -18) },
    { chequeId: '100003', phone: null, status: 'processing', amount: 430.25, settlementDate: dayFrom(now, -5) },
    { chequeId: '100004', phone: null, status: 'preparation', amount: null, settlementDate: null },
  ]);
}
