import { expect, type Page } from '@playwright/test';
import { freshIdentity, PNG, type Lang } from '../helpers';

/** The sign-up form as a person fills it: its labels in both languages and its five steps. */
export const signupText = {
  en: {
    nationalId: 'National ID', nameAr: 'Full name in Arabic', nameEn: 'Full name in English', mobile: 'Mobile number',
    email: 'E-mail', password: 'Password', confirm: 'Confirm password', continue: 'Continue', back: 'Back',
    remove: 'Remove', city: 'City', employer: 'Employer', income: 'Monthly income', create: 'Create my account',
    code: 'Verification code', verify: 'Verify', front: 'Front side', back_: 'Back side',
    codeLimit: 'Your details are kept: press “Create my account” again in 10 minutes',
  },
  ar: {
    nationalId: 'الرقم الوطني', nameAr: 'الاسم الكامل بالعربية', nameEn: 'الاسم الكامل بالإنجليزية', mobile: 'رقم الهاتف المحمول',
    email: 'البريد الإلكتروني', password: 'كلمة المرور', confirm: 'تأكيد كلمة المرور', continue: 'متابعة', back: 'رجوع',
    remove: 'إزالة', city: 'المدينة', employer: 'جهة العمل', income: 'الدخل الشهري', create: 'أنشئ حسابي',
    code: 'رمز التحقق', verify: 'تحقق', front: 'الوجه الأمامي', back_: 'الوجه الخلفي',
    codeLimit: 'بياناتك محفوظة: اضغط «أنشئ حسابي» مرة أخرى',
  },
} as const;

export async function fillAccount(page: Page, lang: Lang, nationalId: string, id: { mobile: string; email: string }) {
  const l = signupText[lang];
  await page.getByLabel(l.nationalId).fill(nationalId);
  await page.getByLabel(l.nameAr).fill('خالد أحمد سالم العمري');
  await page.getByLabel(l.nameEn).fill('Khaled Ahmad Salem Omari');
  await page.getByLabel(l.mobile).fill(id.mobile);
  await page.getByLabel(l.email).fill(id.email);
  await page.getByLabel(l.password, { exact: true }).fill('Secret12');
  await page.getByLabel(l.confirm).fill('Secret12');
  await page.getByRole('button', { name: l.continue }).click();
}

/** The five steps as a person walks them, up to the last one's button. */
export async function walkToCreate(page: Page, lang: Lang, nationalId: string) {
  await page.goto(`/${lang}/signin-signup?mode=signup`);
  return fillSignUp(page, lang, nationalId, freshIdentity('signup'));
}

/** The five steps of the sign-up form already open, for this identity, up to the last one's button. */
export async function fillSignUp<Id extends { mobile: string; email: string }>(page: Page, lang: Lang, nationalId: string, id: Id) {
  const l = signupText[lang];
  await fillAccount(page, lang, nationalId, id);

  await expect(page).toHaveURL(/step=documents/);
  for (const side of [l.front, l.back_]) {
    await page.getByRole('button', { name: side, exact: true }).setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: PNG });
    // On a fresh server the page's first call opens the embedded backend (seconds on a busy machine); the upload waits its turn.
    await expect(page.getByRole('group', { name: side }).getByRole('button', { name: new RegExp(l.remove) })).toBeVisible({ timeout: 20_000 });
  }
  await page.getByRole('button', { name: l.continue }).click();

  await expect(page).toHaveURL(/step=city/);
  await page.getByLabel(l.city).selectOption('irbid');
  await page.getByRole('button', { name: l.continue }).click();
  await page.getByLabel(l.employer).selectOption('government');
  await page.getByRole('button', { name: l.continue }).click();
  await page.getByLabel(l.income).selectOption('1000-2000');
  return id;
}
