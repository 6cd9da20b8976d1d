// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';

/** An ISO 8601 timestamp as the API serializes dates (`Date#toISOString()`; offsets accepted). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A non-negative whole number (counts of rows, leads, orders). */
export const countSchema = z.number().int().nonnegative();

/** Path parameters of every `/api/…/{id}` route. */
export const idParamsSchema = z.object({ id: z.string().min(1) });

export type IdParams = z.infer<typeof idParamsSchema>;
