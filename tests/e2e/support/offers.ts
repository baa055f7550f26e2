import { expect, type Page } from '@playwright/test';
import type { Lang } from '../helpers';

/** Same key as components/offers/OfferPopup.tsx: set, the dashboard's offer popup stays away. */
const POPUP_SEEN_KEY = 'offers.popup.seen';

/** For tests about something else on the dashboard: the offer popup counts as already seen. */
export async function skipOfferPopup(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, 'seen'), POPUP_SEEN_KEY);
}

export const offerText = {
  en: {
    newest: '15% off comprehensive car insurance',
    // The offer names its last day, 30 days from the seed.
    newestSummary: /^Renew your comprehensive car insurance on the portal by \d{2}-\d{2}-\d{4} and save 15% on the premium\.$/,
    newestBody: /Roadside assistance and the Lababak accident-assessment service are included/,
    validUntil: /^Valid until \d{2}-\d{2}-\d{4}$/,
    seeOffer: 'See the offer', close: 'Close', signIn: 'Sign in to see the offer', renew: 'Renew your car insurance', back: 'Back to offers',
    carousel: 'Featured offers', next: 'Next offer', previous: 'Previous offer', slide: (n: number) => `${n} of 3`,
    stop: 'Pause', title: 'Offers', allOffers: 'All offers',
  },
  ar: {
    newest: 'خصم 15% على التأمين الشامل للسيارات',
    newestSummary: /^جدّد تأمين سيارتك الشامل عبر البوابة حتى \d{2}-\d{2}-\d{4} ووفّر 15% من القسط\.$/,
    newestBody: /تشمل التغطية المساعدة على الطريق/,
    validUntil: /^ساري حتى \d{2}-\d{2}-\d{4}$/,
    seeOffer: 'اطّلع على العرض', close: 'إغلاق', signIn: 'سجّل الدخول لرؤية العرض', renew: 'جدّد تأمين سيارتك', back: 'العودة إلى العروض',
    carousel: 'عروض مميزة', next: 'العرض التالي', previous: 'العرض السابق', slide: (n: number) => `${n} من 3`,
    stop: 'إيقاف مؤقت', title: 'العروض', allOffers: 'كل العروض',
  },
} as const satisfies Record<Lang, unknown>;

/** The id of the newest offer, read from the offers list as a person would follow its card. */
export async function newestOfferPath(page: Page, lang: Lang): Promise<string> {
  await page.goto(`/${lang}/offers`);
  const card = page.getByRole('region', { name: offerText[lang].allOffers }).getByRole('link', { name: new RegExp(offerText[lang].newest) });
  const href = await card.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${lang}/offers/\\d+$`));
  return href!;
}
