/** The medical request's option lists (spec §3) and its limits. */
export const RELATIONSHIPS = ['insured', 'spouse', 'child', 'parent', 'dependent', 'other'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;

/** Members one request may list (the company calls about larger groups). */
export const MEDICAL_MAX_MEMBERS = 20;
export const MEMBER_WEIGHT_KG = { min: 1, max: 300 } as const;
export const MEMBER_HEIGHT_CM = { min: 30, max: 250 } as const;
