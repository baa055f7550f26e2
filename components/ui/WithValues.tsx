import { Fragment, type ReactNode } from 'react';

/** Stand-ins from Unicode's private use area, which no translation holds. */
const markOf = (i: number) => String.fromCharCode(0xe000 + i);

/**
 * A translated sentence whose values are nodes of their own (a date kept left to right, what a person
 * typed in its own direction), for messages written without rich tags. `say` gets a stand-in for each
 * value and returns the sentence (`(v) => t('changed', v)`); each stand-in is then replaced by its node,
 * so the sentence's words follow the page's direction and only the values are isolated.
 */
export function WithValues<K extends string>({ say, values }: { say: (marks: Record<K, string>) => string; values: Record<K, ReactNode> }) {
  const keys = Object.keys(values) as K[];
  const marks = Object.fromEntries(keys.map((k, i) => [k, markOf(i)])) as Record<K, string>;
  const sentence = say(marks);
  if (keys.length === 0) return <>{sentence}</>;
  const parts = sentence.split(new RegExp(`(${keys.map((_, i) => markOf(i)).join('|')})`));
  return (
    <>
      {parts.map((part, i) => {
        const at = part.length === 1 ? part.charCodeAt(0) - 0xe000 : -1;
        const key = keys[at];
        return <Fragment key={i}>{key === undefined ? part : values[key]}</Fragment>;
      })}
    </>
  );
}
