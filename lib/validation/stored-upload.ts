import { z } from 'zod';
import { UPLOAD_TYPES } from '@/lib/config/uploads';

/**
 * A file already sent to `POST /uploads`, as a form keeps it (FileUpload's value, what a draft stores
 * across a reload): its id, name, type and size, and whatever `extra` the screen keeps beside them. The
 * server checks on use that the id is still the customer's. `required` says which document to add
 * ("Add a photo of the licence's front").
 */
export const storedUpload = <E extends z.ZodRawShape = Record<never, never>>(required: string, extra?: E) =>
  z.object({ id: z.uuid({ error: required }), name: z.string(), type: z.enum(UPLOAD_TYPES), size: z.number(), ...(extra as E) }, { error: required });
