import { z } from 'zod';
import { idSchema } from './common';
import { freeItemInput } from './counter';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, orderLineInput } from './product-lines';

/*
 * PUT /api/orders/{uuid}/lines: staff change the lines of an order after it was placed
 * (docs/decisions/054). The body is the whole new list: lines left out are removed.
 */

/** A line the order already has, by its id: it keeps the price it was sold at; how many may change. */
export const keptLineInput = z.object({
  id: idSchema,
  quantity: z
    .number({ error: 'Enter how many' })
    .int('Enter a whole number')
    .min(1, 'Keep at least one, or leave the line out to remove it')
    .max(MAX_LINE_QUANTITY, `Order at most ${MAX_LINE_QUANTITY} of one item`),
});
export type KeptLineInput = z.infer<typeof keptLineInput>;

/**
 * `kept`: lines of the order to keep, each with its quantity; `items`: new product lines, chosen
 * and priced now as the storefront's cart is; `free_items`: new lines staff name and price. The
 * order keeps its kept lines' places; new lines come after them, products first.
 */
export const orderLinesInput = z
  .object({
    kept: z.array(keptLineInput).max(MAX_ORDER_LINES, `Use at most ${MAX_ORDER_LINES} lines`).default([]),
    items: z.array(orderLineInput).max(MAX_ORDER_LINES, `Use at most ${MAX_ORDER_LINES} lines`).default([]),
    free_items: z
      .array(freeItemInput)
      .max(MAX_ORDER_LINES, `Use at most ${MAX_ORDER_LINES} lines`)
      .default([]),
  })
  .superRefine((input, ctx) => {
    const count = input.kept.length + input.items.length + input.free_items.length;
    if (count === 0)
      ctx.addIssue({ code: 'custom', path: ['kept'], message: 'An order keeps at least one line' });
    if (count > MAX_ORDER_LINES)
      ctx.addIssue({ code: 'custom', path: ['items'], message: `Use at most ${MAX_ORDER_LINES} lines` });
    const seen = new Set<string>();
    input.kept.forEach((line, index) => {
      if (seen.has(line.id))
        ctx.addIssue({ code: 'custom', path: ['kept', index, 'id'], message: 'This line is listed twice' });
      seen.add(line.id);
    });
  });
export type OrderLinesInput = z.input<typeof orderLinesInput>;
export type OrderLinesParsed = z.output<typeof orderLinesInput>;
