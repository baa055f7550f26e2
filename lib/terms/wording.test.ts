/**
 * @jest-environment node
 */
import { parseWording, wordingFile } from './wording';

describe('parseWording', () => {
  it('reads sections, paragraphs that run across lines, and lists', () => {
    const text = ['## Definitions {#definitions}', 'In this policy', 'the words mean:', '- "We": the insurer;', '- "You": the holder.', '', 'A second paragraph.', '## Cover {#cover}', 'We pay.'].join('\n');
    expect(parseWording(text)).toEqual([
      { id: 'definitions', heading: 'Definitions', blocks: [
        { kind: 'paragraph', text: 'In this policy the words mean:' },
        { kind: 'list', items: ['"We": the insurer;', '"You": the holder.'] },
        { kind: 'paragraph', text: 'A second paragraph.' },
      ] },
      { id: 'cover', heading: 'Cover', blocks: [{ kind: 'paragraph', text: 'We pay.' }] },
    ]);
  });

  it('keeps Arabic headings and text as written', () => {
    expect(parseWording('## التعريفات {#definitions}\nنحن: الشركة.')).toEqual([
      { id: 'definitions', heading: 'التعريفات', blocks: [{ kind: 'paragraph', text: 'نحن: الشركة.' }] },
    ]);
  });

  it('refuses words outside any section', () => {
    expect(() => parseWording('Loose words\n## Cover {#cover}')).toThrow(/section heading/);
  });

  it('names files only by a document slug', () => {
    expect(wordingFile('home-terms', 'ar')).toMatch(/content\/terms\/home-terms\.ar\.md$/);
    expect(() => wordingFile('../secrets', 'en')).toThrow();
  });
});
