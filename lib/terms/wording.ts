import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/config/business';

/**
 * The sections every policy wording has, in this order: what the words mean, what is covered, what
 * is not, the conditions the cover depends on, how to claim, how either side ends it, and the law.
 */
export const WORDING_SECTIONS = ['definitions', 'cover', 'exclusions', 'conditions', 'claims', 'cancellation', 'law'] as const;
export type WordingSectionId = (typeof WORDING_SECTIONS)[number];

export type WordingBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface WordingSection {
  id: string;
  heading: string;
  blocks: WordingBlock[];
}

const HEADING = /^##\s+(.+?)\s+\{#([a-z-]+)\}\s*$/;
const ITEM = /^-\s+(.*)$/;

/**
 * Reads a wording written in a small part of Markdown: `## Heading {#id}` opens a section, `- ` lines
 * make a list, other lines run into paragraphs split by blank lines. Anything before the first
 * heading is an error: every word of a policy belongs to a section.
 */
export function parseWording(source: string): WordingSection[] {
  const sections: WordingSection[] = [];
  let paragraph: string[] = [];
  const current = () => {
    const section = sections.at(-1);
    if (!section) throw new Error('A policy wording starts with a section heading');
    return section;
  };
  const endParagraph = () => {
    if (paragraph.length) current().blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (heading) {
      endParagraph();
      sections.push({ id: heading[2] ?? '', heading: heading[1] ?? '', blocks: [] });
    } else if (item) {
      endParagraph();
      const last = current().blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item[1] ?? '');
      else current().blocks.push({ kind: 'list', items: [item[1] ?? ''] });
    } else if (line === '') {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return sections;
}

/** Where a product's terms are written: one file per language, beside the others in content/terms. */
export function wordingFile(slug: string, lang: Locale): string {
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`Not a document slug: ${slug}`);
  return path.join(process.cwd(), 'content', 'terms', `${slug}.${lang}.md`);
}

/** A product's terms in a language, read from its file (at build time: the terms pages are static). */
export function readWording(slug: string, lang: Locale): WordingSection[] {
  return parseWording(readFileSync(wordingFile(slug, lang), 'utf8'));
}
