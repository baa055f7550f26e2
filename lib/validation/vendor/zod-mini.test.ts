/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as real from 'zod/mini';
import { version } from 'zod/package.json';
import EXPORTS from './zod-mini.exports.json';
import * as vendored from './zod-mini.browser.js';

// The browser's zod/mini (see next.config.mjs and scripts/vendor-zod-mini.mjs) must stay complete,
// current and the same in behaviour as zod's own.

const ROOT = path.join(__dirname, '../../..');
const FILE = path.join(__dirname, 'zod-mini.browser.js');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'vendor' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

it('exports every zod/mini name the code imports', () => {
  const used = new Set<string>();
  for (const file of ['app', 'components', 'lib'].flatMap((dir) => sources(path.join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/import \* as \w+ from 'zod\/mini'/); // names only, so the list can be kept
    for (const [, names] of text.matchAll(/import \{([^}]+)\} from 'zod\/mini'/g)) {
      for (const name of names!.split(',')) if (name.trim() && !name.trim().startsWith('type ')) used.add(name.trim());
    }
  }
  expect([...used].filter((name) => !EXPORTS.includes(name))).toEqual([]);
  expect(Object.keys(vendored).sort()).toEqual([...EXPORTS].sort());
});

it('was made from the zod that is installed', () => {
  expect(readFileSync(FILE, 'utf8').split('\n')[0]).toContain(`from zod ${version} `);
});

it('parses like zod/mini itself', () => {
  const build = (z: typeof real) => z.object({
    code: z.optional(z.pipe(
      z.pipe(z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(10, 'long')), z.transform((v: string) => v.replace(/٠/g, '0'))),
      z.string().check(z.regex(/^\d{4}$/, 'otp'), z.refine((v) => v !== '0000', 'zeros')),
    )),
  });
  const cases = [{}, { code: ' 1234 ' }, { code: '١٢٣٤' }, { code: '' }, { code: '12' }, { code: '0000' }, { code: 'x'.repeat(11) }, { code: 5 }, null];
  const answers = (z: typeof real) => {
    z.config({ jitless: true });
    const schema = build(z);
    return cases.map((value) => {
      const result = schema.safeParse(value);
      return result.success ? { data: result.data } : { issues: result.error.issues.map((i) => [i.path.join('.'), i.message]) };
    });
  };
  expect(answers(vendored as unknown as typeof real)).toEqual(answers(real));
});
