import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import {
  COMPANY_COLOURS,
  COMPANY_LEGAL_NAME,
  COMPANY_LICENCE,
  COMPANY_NAME,
  COMPANY_OFFICES,
  COMPANY_PHONE,
  CUSTOMER_CARE_EMAIL,
} from '@/lib/config/company';
import { isolateLtr } from '@/lib/format';
import { formatPhone, telHref } from '@/lib/phone';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** What the outbox holds for an e-mail: the subject and the plain-text body the backend wrote, in the recipient's language. */
export interface EmailContent {
  subject: string;
  body: string;
  language: Locale;
  /** To one of the company's own desks (a request, a contact message): no "you have an account" line. */
  toCompany?: boolean;
}

/** The e-mail as it is sent: both parts of multipart/alternative, and a subject on one line. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A piece of the footer: what plain text shows, and the (already escaped) HTML shown in its place. */
interface Piece { text: string; html: string }

const FONT = {
  en: 'Arial, Helvetica, sans-serif',
  // Tahoma and Segoe UI carry Arabic on Windows and Outlook; phones fall back to their system Arabic font.
  ar: "Tahoma, 'Segoe UI', Arial, sans-serif",
} as const;
const MUTED = '#4b5563';

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

/** Every character that could open markup or end an attribute: `<>&"'`. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ENTITIES[c]!);
}

/**
 * An absolute web address in the body: http or https, ASCII URL characters only, so a comma, a
 * full stop or Arabic text written right after it is not taken into the address.
 */
const URL_PATTERN = /\bhttps?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;

/** The address without what ends the sentence around it: a full stop, a comma, a closing bracket it does not open. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? '';
    const unbalanced = (last === ')' && !url.includes('(')) || (last === ']' && !url.includes('['));
    if (!/[.,;:!?'*]/.test(last) && !unbalanced) return url;
    url = url.slice(0, -1);
  }
}

/** A left-to-right address inside text of either direction: a link whose text stays in one left-to-right run. */
function link(href: string, shown: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${COMPANY_COLOURS.brand};text-decoration:underline;word-break:break-all;"><span dir="ltr">${escapeHtml(shown)}</span></a>`;
}

/** One line of the body, escaped, its http(s) addresses turned into links. */
function lineHtml(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    if (!URL.canParse(url)) continue;
    html += escapeHtml(line.slice(from, match.index)) + link(url, url);
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** Paragraphs are separated by blank lines (spaces allowed); a paragraph's own line breaks are kept. */
function paragraphs(body: string): string[][] {
  return body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

/**
 * A message with HTML put in place of its placeholders: formatted with markers, escaped, then the
 * markers replaced, so the translation's own text is escaped and the values' HTML is not.
 */
function withHtml(format: (values: Record<string, string>) => string, values: Record<string, Piece>): Piece {
  const names = Object.keys(values);
  const markers = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const text = format(Object.fromEntries(names.map((name) => [name, values[name]!.text])));
  const marked = escapeHtml(format(markers));
  return { text, html: marked.replace(/\uE000(\d+)\uE001/g, (_, i: string) => values[names[Number(i)]!]!.html) };
}

/** The head office, where letters go; the first office if the configuration ever renames it. */
function headOffice() {
  return COMPANY_OFFICES.find((office) => office.id === 'head-office') ?? COMPANY_OFFICES[0];
}

/** The footer's lines in the recipient's language, all facts from lib/config/company. */
function footer(language: Locale, toCompany = false): Piece[] {
  const t = createTranslator({ locale: language, messages: language === 'ar' ? ar : en, namespace: 'mail' });
  // A number or an address in Arabic plain text stays in its own left-to-right run.
  const ltrText = (value: string) => (language === 'ar' ? isolateLtr(value) : value);
  const phone: Piece = { text: ltrText(formatPhone(COMPANY_PHONE)), html: link(telHref(COMPANY_PHONE), formatPhone(COMPANY_PHONE)) };
  const email: Piece = { text: ltrText(CUSTOMER_CARE_EMAIL), html: link(`mailto:${CUSTOMER_CARE_EMAIL}`, CUSTOMER_CARE_EMAIL) };
  const plain = (text: string): Piece => ({ text, html: escapeHtml(text) });
  return [
    plain(COMPANY_LEGAL_NAME[language]),
    plain(COMPANY_LICENCE[language]),
    plain(t('address', { address: headOffice().address[language] })),
    withHtml((values) => t('phone', values), { phone }),
    withHtml((values) => t('automated', values), { contact: email }),
    ...(toCompany ? [] : [plain(t('reason', { company: COMPANY_NAME[language] }))]),
  ];
}

function htmlDocument(subject: string, body: string, lines: Piece[], language: Locale): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const font = FONT[language];
  const paragraphHtml = paragraphs(body)
    .map((lines) => `<p style="margin:0 0 16px 0;">${lines.map(lineHtml).join('<br>\n')}</p>`)
    .join('\n');
  const footerHtml = lines.map((line) => `<p style="margin:0 0 4px 0;">${line.html}</p>`).join('\n');
  // Tables and inline styles: the layout e-mail clients render alike (no <style>, no external CSS).
  return `<!DOCTYPE html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;background-color:${COMPANY_COLOURS.background};border:1px solid #e5e7eb;">
<tr><td dir="${dir}" style="background-color:${COMPANY_COLOURS.brand};color:#ffffff;padding:20px 24px;font-family:${font};font-size:20px;font-weight:bold;text-align:${align};">${escapeHtml(COMPANY_NAME[language])}</td></tr>
<tr><td dir="${dir}" style="padding:24px;font-family:${font};font-size:16px;line-height:1.6;color:#111827;text-align:${align};">
${paragraphHtml}
</td></tr>
<tr><td dir="${dir}" style="padding:16px 24px;border-top:1px solid #e5e7eb;font-family:${font};font-size:12px;line-height:1.5;color:${MUTED};text-align:${align};">
${footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The e-mail of an outbox message in its recipient's language: an HTML part (right to left for
 * Arabic, the company's name on top, the body's paragraphs escaped with their web addresses as
 * links, a footer with the company's legal name, head office, phone and contact address) and a
 * plain-text part with the same words, for clients that show no HTML.
 */
export function renderEmail(mail: EmailContent): RenderedEmail {
  const subject = mail.subject.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const body = mail.body.replace(/\r\n?/g, '\n').replace(/\s+$/, '');
  const lines = footer(mail.language, mail.toCompany);
  // "-- " (with its space) is the signature separator: clients grey what follows and leave it out of replies.
  const text = `${body}\n\n-- \n${lines.map((line) => line.text).join('\n')}\n`;
  return { subject, html: htmlDocument(subject, body, lines, mail.language), text };
}
