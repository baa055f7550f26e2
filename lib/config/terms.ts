/** The day the terms of use last changed; shown at the top of /terms. Change it with the text. */
export const TERMS_UPDATED = '2026-11-01';

/** The sections of the terms, in order; each has a title and two paragraphs in messages `terms.sections`. */
export const TERMS_SECTIONS = ['about', 'use', 'account', 'codes', 'contracts', 'documents', 'privacy', 'liability', 'changes', 'contact'] as const;
