/**
 * A count with its noun, in the forms the language's plural rules pick (Intl.PluralRules): what
 * ICU's `{n, plural, …}` does in messages/*.json, for texts the backend writes itself (e-mails, SMS,
 * notifications). `#` stands for the number; `zero` is used only when given (Arabic has the form).
 * countPhrase(11, { one: 'يوم عمل واحد', two: 'يومَي عمل', few: '# أيام عمل', many: '# يوم عمل', other: '# يوم عمل' }, 'ar')
 * → "11 يوم عمل".
 */
export function countPhrase(n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }, locale: string): string {
  const rule = new Intl.PluralRules(locale === 'ar' ? 'ar' : 'en').select(n);
  return (forms[rule] ?? forms.other).replaceAll('#', String(n));
}
