/** @jest-environment node */
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

/** Every message by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The end of the `{…}` block that opens at `start`. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces: ${text}`);
}

/**
 * The ICU arguments a message uses, with those inside plural and select branches: `{days}`,
 * `{count, plural, one {# day} other {{date}}}` → count, date. Branch texts are not arguments.
 */
function argumentsOf(message: string, found = new Set<string>()): Set<string> {
  for (let i = message.indexOf('{'); i !== -1; i = message.indexOf('{', i + 1)) {
    const end = closing(message, i);
    const [name = '', type = '', ...rest] = message.slice(i + 1, end).split(',');
    found.add(name.trim());
    if (/^\s*(plural|select|selectordinal)\s*$/.test(type)) {
      const branches = rest.join(',');
      for (let j = branches.indexOf('{'); j !== -1; j = branches.indexOf('{', j + 1)) {
        const branchEnd = closing(branches, j);
        argumentsOf(branches.slice(j + 1, branchEnd), found);
        j = branchEnd;
      }
    }
    i = end;
  }
  return found;
}

const english = flatten(en);
const arabic = flatten(ar);

describe('messages/en.json and messages/ar.json', () => {
  it('have the same keys', () => {
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
  });

  it('use the same arguments in each message, so no value is lost in one language', () => {
    const differing = [...english].filter(([key, text]) => {
      const other = arabic.get(key);
      return other !== undefined && [...argumentsOf(text)].sort().join() !== [...argumentsOf(other)].sort().join();
    }).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('have no empty message', () => {
    expect([...english, ...arabic].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it('reads arguments inside plural branches, and not the branch texts', () => {
    expect([...argumentsOf('{count, plural, =0 {No contracts} one {# contract, {date}} other {# contracts}}')]).toEqual(['count', 'date']);
    expect([...argumentsOf('Pay {amount}')]).toEqual(['amount']);
  });
});
