/** A zod issue as far as forms and the API care (classic zod and zod/mini issues both fit): where, and which message. */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A key in messages/{en,ar}.json: dotted words, no spaces (zod's own messages are sentences). */
const MESSAGE_KEY = /^[A-Za-z]\w*(\.\w+)+$/;

/**
 * The first message of each field, by dotted path (`_` for the value as a whole). A message that is
 * not a message key (`validation.required`, `cheques.idFormat`) but zod's own English text becomes
 * `validation.invalid`, so whatever the user sees is translated. The API's 400 answer and the light
 * forms read errors this one way.
 */
export function firstMessages(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    fields[issue.path.map(String).join('.') || '_'] ??= MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}
