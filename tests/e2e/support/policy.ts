import { expect, type Page } from '@playwright/test';

export interface PolicySummary { id: number; line: string; contract_number: string; expiry: string; insured_sum: number }

/** The signed-in page's contracts, as the portal's BFF answers them. */
export async function myPolicies(page: Page): Promise<PolicySummary[]> {
  const res = await page.request.get('/api/user/polices');
  expect(res.ok()).toBe(true);
  return (await res.json()).policies as PolicySummary[];
}

/** The signed-in page's contract of that id (a seeded customer's `contracts['101'].id`). */
export async function myContract(page: Page, id: number): Promise<PolicySummary> {
  const found = (await myPolicies(page)).find((p) => p.id === id);
  if (!found) throw new Error(`no contract ${id} among the customer's`);
  return found;
}

/** yyyy-MM-dd as the portal shows it: dd-MM-yyyy. */
export function shownDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** Words of the contract and verification screens, per language (the same strings as messages/*.json). */
export const policyText = {
  en: {
    download: 'Download PDF', warning: /expires in 10 days/, amount: 'JOD 14,500', back: 'Back to Car insurance',
    valid: 'This contract is valid', expired: 'This contract has expired', unknown: 'We could not find this contract',
    masked: 'O*** K*** S*** H***', notFound: 'Page not found', product: 'Comprehensive',
  },
  ar: {
    download: 'تنزيل ملف PDF', warning: /بعد 10 أيام/, amount: '14,500 دينار أردني', back: 'العودة إلى تأمين السيارات',
    valid: 'هذا العقد ساري المفعول', expired: 'انتهت مدة هذا العقد', unknown: 'لم نتمكن من العثور على هذا العقد',
    masked: 'ع*** خ*** ص*** ا***', notFound: 'الصفحة غير موجودة', product: 'شامل',
  },
} as const;
