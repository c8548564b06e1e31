import { z } from 'zod';

/** Ids in paths are UUIDs; anything else is refused before it reaches the database. */
export const idSchema = z.uuid('Not a valid id');

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int() });
