import type { users } from '../db/schema';

export const DEMO_PASSWORD = 'Demo1234';

type NewUser = typeof users.$inferInsert;
const person = (email: string, mobile: string, nameEn: string, nameAr: string, over: Partial<NewUser>): Omit<NewUser, 'passwordHash'> => ({
  email, mobile, nameEn, nameAr, nationality: 'JO', nationalId: `9${mobile.slice(-9)}`, city: 'amman',
  employer: 'private', monthlyIncome: '500-1000', isVerified: true, status: 'complete', language: 'en', ...over,
});

/**
 * The demo accounts of the README, all with the password Demo1234. `language` is the one messages
 * the company sends them are written in (demo@'s renewal link is in Arabic) until they use another.
 */
export const DEMO_USERS = [
  person('demo@portal.test', '+962790000001', 'Omar Khaled Saleh Haddad', 'عمر خالد صالح الحداد', { birthDate: '1988-04-12', language: 'ar' }),
  person('new@portal.test', '+962790000002', 'Lina Ahmad Yousef Nasser', 'لينا أحمد يوسف ناصر', { isVerified: false }),
  person('review@portal.test', '+962790000003', 'Sami Ali Hasan Khoury', 'سامي علي حسن خوري', { status: 'refer' }),
  person('rejected@portal.test', '+962790000004', 'Rana Issa Fares Qasem', 'رنا عيسى فارس قاسم', { status: 'rejected' }),
  person('blocked@portal.test', '+962790000005', 'Fadi Mahmoud Adel Salem', 'فادي محمود عادل سالم', { blackList: true }),
  person('care@portal.test', '+962790000006', 'Huda Nabil Sami Odeh', 'هدى نبيل سامي عودة', { type: 'customerCare' }),
  // Verified and complete, but barred from issuing travel and renewing car contracts on the web (spec §6).
  person('barred@portal.test', '+962790000007', 'Yazan Tareq Amin Shami', 'يزن طارق أمين الشامي', { webIssuingBarred: true }),
  // Motor contracts for each renewal case: too early, the four company-only conditions, expired too long ago.
  person('renewals@portal.test', '+962790000008', 'Nour Hani Jamil Saadeh', 'نور هاني جميل سعادة', { language: 'ar' }),
];
