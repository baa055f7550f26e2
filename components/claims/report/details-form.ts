import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { detailsSchema } from './flow';

/** The report's details step as its form holds it (the questions of each line fill parts of it). */
export type DetailsForm = z.input<typeof detailsSchema>;

/** An answer of the details form by its dotted name (the line's fields differ: the form's type is the union's), watched. */
export function watched(form: UseFormReturn<DetailsForm, unknown, unknown>, name: `details.${string}`): unknown {
  return (form.watch as unknown as (field: string) => unknown)(name);
}
