// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';

/** An ISO 8601 timestamp as the API serializes dates (`Date#toISOString()`; offsets accepted). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A non-negative whole number (counts of rows, leads, orders). */
export const countSchema = z.number().int().nonnegative();

/** The paging fields of an offset-paged list's query: the page size (default 20, at most 100) and where to start. */
export const offsetPagingShape = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};

/** An offset-paged list's response: a page of `item`; a non-null `nextOffset` means more. */
export function offsetPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextOffset: countSchema.nullable() });
}

/** Path parameters of every `/api/…/{id}` route. */
export const idParamsSchema = z.object({ id: z.string().min(1) });

export type IdParams = z.infer<typeof idParamsSchema>;
