import { z } from 'zod';

/** Ids in paths are UUIDs; anything else is refused before it reaches the database. */
export const idSchema = z.uuid('Not a valid id');

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int() });

/**
 * A paged list's `cursor` parameter: the previous page's `next_cursor`, opaque. An empty parameter
 * (`?cursor=`) is the first page, as in the order search.
 */
export const pageCursor = {
  cursor: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().max(400, 'Not a valid cursor').optional(),
  ),
};
