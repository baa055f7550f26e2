import type { z } from 'zod';
import type { detailsSchema } from './flow';

/** The report's details step as its form holds it (the questions of each line fill parts of it). */
export type DetailsForm = z.input<typeof detailsSchema>;
