/** @jest-environment node */
import { COMPANY_LEGAL_NAME, COMPANY_NAME, COMPANY_OFFICES, CUSTOMER_CARE_EMAIL } from '@/lib/config/company';
import { isolateLtr } from '@/lib/format';
import { formatPhone } from '@/lib/phone';
import { escapeHtml, renderEmail } from './email-layout';

const headOffice = COMPANY_OFFICES.find((office) => office.id === 'head-office')!;
const phone = formatPhone('96265000000');

describe('renderEmail', () => {
  it('writes an Arabic e-mail right to left, in Arabic, and an English one left to right', () => {
    const arabic = renderEmail({ subject: 'عقدك جاهز', body: 'مرحباً', language: 'ar' });
    expect(arabic.html).toMatch(/^<!DOCTYPE html>\n<html lang="ar" dir="rtl">/);
    expect(arabic.html).toContain('<body dir="rtl"');
    expect(arabic.html).toContain('text-align:right');
    expect(arabic.html).toContain(`>${COMPANY_NAME.ar}</td>`);
    expect(arabic.html).toContain('<title>عقدك جاهز</title>');

    const english = renderEmail({ subject: 'Your contract', body: 'Hello', language: 'en' });
    expect(english.html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr">/);
    expect(english.html).not.toContain('rtl');
    expect(english.html).toContain(`>${COMPANY_NAME.en}</td>`);
  });

  it('escapes what the customer wrote, in the body and the subject', () => {
    const name = `<script>alert("x")</script> O'Brien & Sons`;
    const { html, text, subject } = renderEmail({ subject: `Hello ${name}`, body: `Dear ${name},\n\nWelcome.`, language: 'en' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Sons,');
    expect(html).toContain('<title>Hello &lt;script&gt;');
    // The plain-text part and the subject are not HTML: they keep the name as written.
    expect(text.startsWith(`Dear ${name},\n\nWelcome.\n\n-- \n`)).toBe(true);
    expect(subject).toBe(`Hello ${name}`);
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('keeps paragraphs and line breaks, and puts a forged subject header on one line', () => {
    const { html, subject } = renderEmail({ subject: 'Renewal\r\nBcc: someone@example.com', body: 'One\r\ntwo\r\n \r\nThree', language: 'en' });
    expect(html).toContain('<p style="margin:0 0 16px 0;">One<br>\ntwo</p>\n<p style="margin:0 0 16px 0;">Three</p>');
    expect(subject).toBe('Renewal Bcc: someone@example.com');
  });

  it('turns http and https addresses into left-to-right links, leaving the sentence around them', () => {
    const body = 'Pay here: https://portal.example/en/pay?id=5&x=1.\nOld: http://a.example/b (see https://c.example/d), not javascript:alert(1) or ftp://e.example/f';
    const { html } = renderEmail({ subject: 's', body, language: 'en' });
    const linkTo = (url: string, shown = url) =>
      `<a href="${url}" style="color:#084a8c;text-decoration:underline;word-break:break-all;"><span dir="ltr">${shown}</span></a>`;
    expect(html).toContain(`Pay here: ${linkTo('https://portal.example/en/pay?id=5&amp;x=1')}.<br>`);
    expect(html).toContain(`Old: ${linkTo('http://a.example/b')} (see ${linkTo('https://c.example/d')}), not javascript:alert(1) or ftp://e.example/f`);
    expect(html.match(/<a href="/g)).toHaveLength(3 + 2); // and the footer's phone and e-mail
  });

  it('ends an address at Arabic text or punctuation written right after it', () => {
    const { html } = renderEmail({ subject: 's', body: 'ادفع من هنا: https://portal.example/ar/pay?id=5، شكراً', language: 'ar' });
    expect(html).toContain('<span dir="ltr">https://portal.example/ar/pay?id=5</span></a>، شكراً');
  });

  it('escapes quote marks inside a link\'s address, so they cannot end the attribute', () => {
    const { html } = renderEmail({ subject: 's', body: `"https://x.example/a'onmouseover='1"`, language: 'en' });
    expect(html).toContain('&quot;<a href="https://x.example/a&#39;onmouseover=&#39;1"');
    expect(html).not.toMatch(/<a [^>]*'/);
  });

  it.each([
    ['en', 'Address: ', 'Phone: ', 'Contact us: ', 'because you have an account with'],
    ['ar', 'العنوان: ', 'الهاتف: ', 'للتواصل معنا: ', 'لأن لديك حساباً لدى'],
  ] as const)('writes the footer from the company configuration in %s', (language, address, phoneLabel, contact, reason) => {
    const { html, text } = renderEmail({ subject: 's', body: 'Body', language });
    const ltr = (value: string) => (language === 'ar' ? isolateLtr(value) : value);
    const footer = text.split('\n-- \n')[1]!.trimEnd().split('\n');
    expect(footer).toEqual([
      COMPANY_LEGAL_NAME[language],
      expect.any(String),
      `${address}${headOffice.address[language]}`,
      `${phoneLabel}${ltr(phone)}`,
      expect.stringContaining(`${contact}${ltr(CUSTOMER_CARE_EMAIL)}`),
      expect.stringContaining(`${reason} ${COMPANY_NAME[language]}.`),
    ]);
    expect(html).toContain(`>${COMPANY_LEGAL_NAME[language]}</p>`);
    expect(html).toContain(`>${address}${headOffice.address[language]}</p>`);
    expect(html).toContain(`${phoneLabel}<a href="tel:+96265000000" style="color:#084a8c;text-decoration:underline;word-break:break-all;"><span dir="ltr">${phone}</span></a>`);
    expect(html).toContain(`${contact}<a href="mailto:${CUSTOMER_CARE_EMAIL}"`);
    expect(html).toContain(`${reason} ${COMPANY_NAME[language]}.</p>`);
  });

  it('leaves the account line out of an e-mail to one of the company\'s desks', () => {
    const { html, text } = renderEmail({ subject: '[Motor request] MR-1', body: 'Body', language: 'en', toCompany: true });
    expect(text).not.toContain('because you have an account');
    expect(html).not.toContain('because you have an account');
    expect(text).toContain(COMPANY_LEGAL_NAME.en);
  });
});
