import type { ServerResponse } from 'node:http';
import type { DoubleSession, PageAction } from './test-checkout-state';

/**
 * The Checkout.com double's hosted payment page (/page/{id}, test-checkout-server.ts): a small page
 * that stands for the Hosted Payments Page, in Arabic (right to left) or English, with one form per
 * customer action so that a browser, a Playwright test or a person can pay, have the card declined
 * or go back. No script, no card field: nothing here is a real payment page.
 */

type Lang = 'ar' | 'en';

const STATUS_AR: Record<string, string> = { 'Payment Received': 'تم الدفع', Expired: 'انتهت صلاحية الجلسة' };

const TEXT = {
  en: {
    title: 'Card payment (Checkout.com test double)',
    heading: 'Pay by card',
    notice: 'This is a test double of Checkout.com\'s hosted payment page: no card is charged.',
    description: 'For',
    amount: 'Amount',
    approve: 'Pay',
    decline: 'Decline the card',
    declineHint: 'Pay with a card that is declined',
    abandon: 'Cancel and go back',
    closed: (status: string) => `This payment page no longer takes a card: the session is ${status}.`,
  },
  ar: {
    title: 'الدفع بالبطاقة (بديل تجريبي لـ Checkout.com)',
    heading: 'الدفع بالبطاقة',
    notice: 'هذه صفحة تجريبية بديلة لصفحة الدفع لدى Checkout.com: لا يُخصم أي مبلغ من أي بطاقة.',
    description: 'مقابل',
    amount: 'المبلغ',
    approve: 'ادفع',
    decline: 'رفض البطاقة',
    declineHint: 'الدفع ببطاقة مرفوضة',
    abandon: 'إلغاء والعودة',
    closed: (status: string) => `لم تعد صفحة الدفع هذه تقبل البطاقات: ${STATUS_AR[status] ?? 'الجلسة مغلقة'}.`,
  },
} as const;

const ACTIONS: readonly PageAction[] = ['approve', 'decline', 'abandon'];

/** The text of an interpolated value, safe inside an element or a quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Arabic for the session's `ar` locale; English for any other (the portal sends ar or en-GB). */
export function pageLang(session: DoubleSession): Lang {
  return session.request.locale === 'ar' ? 'ar' : 'en';
}

/**
 * An amount in minor units as major units and currency, e.g. 12340 JOD → "12.340 JOD". The number
 * of decimals is the currency's ISO 4217 one (3 for the dinar, whose 1000 fils are Checkout.com's
 * minor units), counted in integers so that no float rounding can show a different amount.
 */
export function formatMinorUnits(amount: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not a currency Intl knows: two decimals, the common case.
  }
  const sign = amount < 0 ? '-' : '';
  const whole = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  const major = digits === 0 ? whole : `${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
  return `${sign}${major} ${currency}`;
}

function page(lang: Lang, body: string): string {
  const t = TEXT[lang];
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(t.title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}'
      + 'form{margin:.75rem 0}button{font:inherit;padding:.5rem 1rem;min-width:12rem}'
      + 'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}</style>',
    '</head>',
    `<body><main>${body}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The hosted page of a session: its details and, while the payment is pending, the three actions. */
export function hostedPageHtml(session: DoubleSession): string {
  const lang = pageLang(session);
  const t = TEXT[lang];
  const r = session.request;
  const details: string[] = [];
  if (typeof r.description === 'string' && r.description !== '') {
    details.push(`<dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(r.description)}</dd>`);
  }
  if (typeof r.amount === 'number') {
    // Amounts read left to right in Arabic too (../shared/STYLE.md).
    details.push(`<dt>${escapeHtml(t.amount)}</dt><dd><span dir="ltr">${escapeHtml(formatMinorUnits(r.amount, String(r.currency)))}</span></dd>`);
  }
  const parts = [
    `<h1>${escapeHtml(t.heading)}</h1>`,
    `<p>${escapeHtml(t.notice)}</p>`,
    details.length ? `<dl>${details.join('')}</dl>` : '',
  ];
  if (session.status !== 'Payment Pending') {
    parts.push(`<p role="status">${escapeHtml(t.closed(session.status))}</p>`);
    return page(lang, parts.join('\n'));
  }
  const target = `/page/${encodeURIComponent(session.id)}`;
  for (const action of ACTIONS) {
    const hint = action === 'decline' ? ` aria-describedby="decline-hint"` : '';
    parts.push(
      `<form method="post" action="${escapeHtml(target)}">`
      + `<input type="hidden" name="action" value="${action}">`
      + `<button type="submit"${hint}>${escapeHtml(t[action])}</button>`
      + (action === 'decline' ? ` <small id="decline-hint">${escapeHtml(t.declineHint)}</small>` : '')
      + '</form>',
    );
  }
  return page(lang, parts.join('\n'));
}

/** A short page for an answer that is not the hosted page (unknown session, bad action, closed session). */
export function messagePageHtml(message: string, lang: Lang = 'en'): string {
  return page(lang, `<h1>${escapeHtml(TEXT[lang].heading)}</h1>\n<p role="status">${escapeHtml(message)}</p>`);
}

/** The message of a session that no longer takes a card, in its language. */
export function closedMessage(session: DoubleSession): string {
  return TEXT[pageLang(session)].closed(session.status);
}

export type PageAnswer = { status: number; html?: string; location?: string };

/**
 * The answer to the browser on /page/{id}: GET shows the page; POST `action=approve|decline|abandon`
 * does what the double's `pay` does and sends the browser back with a 303 (400 for another action,
 * 409 once the session no longer takes a card); 404 for an unknown session.
 */
export function hostedPageAnswer(method: string, session: DoubleSession | undefined, form: string, pay: (action: PageAction) => string): PageAnswer {
  if (method !== 'GET' && method !== 'POST') return { status: 405, html: messagePageHtml('Only GET and POST are answered here.') };
  if (!session) return { status: 404, html: messagePageHtml('There is no such payment session.') };
  if (method === 'GET') return { status: 200, html: hostedPageHtml(session) };
  const action = new URLSearchParams(form).get('action');
  const known = ACTIONS.find((a) => a === action);
  if (!known) return { status: 400, html: messagePageHtml('The form must send action=approve, decline or abandon.', pageLang(session)) };
  // The page as it is now, which says the session no longer takes a card.
  if (session.status !== 'Payment Pending') return { status: 409, html: hostedPageHtml(session) };
  return { status: 303, location: pay(known) };
}

export function sendPage(res: ServerResponse, answer: PageAnswer): void {
  if (answer.location) {
    res.writeHead(answer.status, { Location: answer.location, 'Cache-Control': 'no-store' }).end();
    return;
  }
  res.writeHead(answer.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(answer.status === 405 ? { Allow: 'GET, POST' } : {}),
    // No script on the page. No form-action either: it would also block the 303 to the portal.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  }).end(answer.html);
}
