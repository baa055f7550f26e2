import { z } from 'zod';
import { optionalText, requiredText } from './fields';

const m = (key: string) => `claims.validation.${key}`;

/** Travel: the country it happened in, and who treated, carried or sold (a hospital, an airline, an agency). */
export const travelDetails = z.object({
  line: z.literal('travel'),
  country: requiredText(80, m('country')),
  provider: optionalText(120).default(''),
});
