/**
 * The part of `negotiator` (1.x, which ships no types) that lib/i18n/accept-language.ts uses: the
 * languages of `available` an Accept-Language header accepts, most wanted first.
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The most wanted of `available`, or undefined when the header accepts none of them. */
    language<T extends string>(available: readonly T[]): T | undefined;
  }
}
