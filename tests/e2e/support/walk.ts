import axe from 'axe-core';
import { titled } from '../helpers';
import { LATIN_COMMA_FLAGS, LATIN_COMMA_SOURCE } from './latin-comma';
import type { Page } from '@playwright/test';

export const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;
export type Size = keyof typeof SIZES;

/**
 * Latin words an Arabic page may show: brand and product names that are written in Latin letters in
 * Arabic too (car makes and models are not: the car list names them in Arabic), file formats, the name of the
 * other language on the language switch, and the name an airline prints on its baggage report (PIR). Digits, e-mail addresses, URLs, social handles, codes with
 * digits (plate, policy, cheque numbers) and upper-case codes (MC-COMP) pass by rule, not listed here.
 */
export const LATIN_ALLOWED = [
  'PDF', 'JPEG', 'JPG', 'PNG', 'Excel', 'English', 'Facebook', 'Instagram', 'LinkedIn', 'WhatsApp', 'YouTube',
  'Google', 'Maps', 'OpenStreetMap', 'Visa', 'Mastercard', 'CliQ', 'JOD', 'QR', 'PIR',
];

export interface Finding { check: 'overflow' | 'target' | 'english' | 'comma' | 'console' | 'axe'; detail: string }

/**
 * Runs in the page: elements outside the viewport or the page scrolling sideways, visible targets
 * under 24×24 px, and (on Arabic pages) Latin words outside the allow-list and Latin commas in Arabic
 * text (support/latin-comma.ts: "،" is Arabic's comma). WCAG 2.5.8 exempts a link
 * inside a sentence (an inline link whose block holds other text): it is skipped, and that is the
 * only exception taken.
 */
export async function pageFindings(page: Page, lang: 'en' | 'ar'): Promise<Finding[]> {
  return page.evaluate(({ lang, allowed, comma }) => {
    const findings: { check: 'overflow' | 'target' | 'english' | 'comma'; detail: string }[] = [];
    const vw = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 3).join('.') : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    const hidden = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
        // sr-only and friends: clipped to nothing.
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const clippedByAncestor = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > vw + 1) {
      findings.push({ check: 'overflow', detail: `page scrolls sideways: ${document.documentElement.scrollWidth}px in ${vw}px` });
    }
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > vw + 1 || rect.left < -1) {
        if (clippedByAncestor(el) || hidden(el)) continue;
        findings.push({ check: 'overflow', detail: `${describe(el)} spans ${Math.round(rect.left)}..${Math.round(rect.right)} in ${vw}px` });
      }
    }

    const targets = document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary, label:has(input[type="radio"]), label:has(input[type="checkbox"])',
    );
    for (const el of Array.from(targets)) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || hidden(el)) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        const block = el.parentElement;
        const own = (el.textContent ?? '').trim();
        const around = (block?.textContent ?? '').trim();
        if (around.length > own.length) continue; // a link inside a sentence (2.5.8 inline exception)
      }
      if (rect.width < 23.5 || rect.height < 23.5) {
        findings.push({ check: 'target', detail: `${describe(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)}` });
      }
    }

    if (lang === 'ar') {
      const allow = new Set(allowed.map((w) => w.toLowerCase()));
      const latinLeft = (text: string) => text
        .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ') // e-mail addresses
        .replace(/@[\w.-]+/g, ' ') // social account handles
        .replace(/https?:\/\/\S+|www\.\S+|\/[\w/-]+/g, ' ') // URLs and paths
        .replace(/[\w-]+\.(png|jpe?g|heic|webp|pdf)\b/gi, ' ') // file names: the customer's own
        .split(/[^A-Za-z0-9-]+/)
        .filter((word) => /[A-Za-z]{2,}/.test(word) && !/\d/.test(word) && !allow.has(word.toLowerCase()))
        .filter((word) => !/^[A-Z0-9]+(-[A-Z0-9]+)+$/.test(word)); // product and document codes (MC-COMP)
      // An element's own text, its text nodes joined: JSX splits "@{handle}" into two nodes.
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        // [data-user-text]: what a customer typed (an address, a note), shown as written in any language.
        if (el.closest('script, style, noscript, template, [lang="en"], [data-user-text]')) continue;
        const own = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('');
        if (!/[A-Za-z]/.test(own) || hidden(el)) continue;
        const words = latinLeft(own);
        if (words.length) findings.push({ check: 'english', detail: `${describe(el)}: ${words.join(' ')}` });
      }
      for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))) {
        if (el.closest('[lang="en"], [data-user-text]')) continue;
        for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
          const words = latinLeft(el.getAttribute(attr) ?? '');
          if (words.length) findings.push({ check: 'english', detail: `${describe(el)} ${attr}: ${words.join(' ')}` });
        }
      }

      // Latin commas: a line is read across its elements ("<span>26-11-2026</span>, <bdi>10:30 ص</bdi>"),
      // so each block that holds a comma is read whole, its nested blocks, hidden text, English and
      // what a customer typed counting as breaks.
      const commas = (text: string) => Array.from(text.matchAll(new RegExp(comma.source, comma.flags)), (m) => {
        const at = m.index ?? 0;
        return text.slice(Math.max(0, at - 12), at + m[0].length + 12).replace(/\s+/g, ' ').trim();
      });
      const blockOf = (node: Node): Element => {
        let el = node.parentElement ?? document.body;
        while (el !== document.body && ['inline', 'contents'].includes(getComputedStyle(el).display) && el.parentElement) el = el.parentElement;
        return el;
      };
      const skipped = (el: Element) => Boolean(el.closest('script, style, noscript, template, [lang="en"], [data-user-text]')) || hidden(el);
      const textNodes = (root: Node) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
        return nodes;
      };
      const blocks = new Set(textNodes(document.body).filter((n) => n.data.includes(',') && n.parentElement && !skipped(n.parentElement)).map(blockOf));
      for (const block of blocks) {
        const line = textNodes(block).map((n) => (blockOf(n) !== block || !n.parentElement || skipped(n.parentElement) ? '\n' : n.data)).join('');
        for (const where of commas(line)) findings.push({ check: 'comma', detail: `${describe(block)}: "${where}"` });
      }
      for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))) {
        if (el.closest('[lang="en"], [data-user-text]')) continue;
        for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
          for (const where of commas(el.getAttribute(attr) ?? '')) findings.push({ check: 'comma', detail: `${describe(el)} ${attr}: "${where}"` });
        }
      }
    }
    return findings;
  }, { lang, allowed: LATIN_ALLOWED, comma: { source: LATIN_COMMA_SOURCE, flags: LATIN_COMMA_FLAGS } });
}

/**
 * Axe's violations on the page as it stands, every rule of axe-core: axe is injected once per document
 * and run in it, and only the violations come back. (AxeBuilder injects axe twice per call, merges the
 * frames' results in a blank page it opens for each call, and returns every rule's result; the portal
 * has no frames, so the findings are the same at a fraction of the cost.)
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  await titled(page);
  // The pointer out of the way and no transition running: a hovered button caught mid-fade fails contrast.
  await page.mouse.move(0, 0);
  // The hover-out transition begins with the next style recalculation: two frames, then it is listed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    return (await inPage.run(document, { resultTypes: ['violations'] })).violations;
  });
}

export async function axeFindings(page: Page): Promise<Finding[]> {
  return (await axeViolations(page)).map((v) => ({ check: 'axe' as const, detail: `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}` }));
}

/** Console errors and uncaught page errors, collected while a page is in use. */
export function watchConsole(page: Page): { take: () => Finding[] } {
  let errors: Finding[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ check: 'console', detail: `${message.text()} (${message.location().url})` });
  });
  page.on('pageerror', (error) => errors.push({ check: 'console', detail: error.message }));
  return { take: () => { const taken = errors; errors = []; return taken; } };
}
