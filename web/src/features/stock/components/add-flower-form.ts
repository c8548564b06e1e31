import { FLOWER_NAME_MAX, type FlowerInput, quantitySchema } from '@contract/stock';
import { z } from 'zod';
import { parseMoneyInput } from '../../../lib/format-money';
import { checkUnitCost } from './stock-form';
import { parseStems } from './stock-format';

/** The add-flower form as people fill it in; empty numbers mean 0 stems and no reorder level. */
export interface AddFlowerValues {
  name: string;
  unit_cost: string;
  quantity: string;
  reorder_level: string;
}

export const emptyFlower: AddFlowerValues = { name: '', unit_cost: '', quantity: '', reorder_level: '' };

export const ADD_FLOWER_FIELDS = ['name', 'unit_cost', 'quantity', 'reorder_level'] as const;

const optionalStems = z.string().superRefine((value, ctx) => {
  if (!value.trim()) return;
  const parsed = quantitySchema.safeParse(parseStems(value));
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      message: Number.isNaN(parseStems(value)) ? 'Use whole stems' : (parsed.error.issues[0]?.message ?? ''),
    });
  }
});

export const addFlowerForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name')
    .max(FLOWER_NAME_MAX, `Use at most ${FLOWER_NAME_MAX} characters`),
  unit_cost: z.string().superRefine((value, ctx) => {
    const cost = checkUnitCost(value);
    if ('message' in cost) ctx.addIssue({ code: 'custom', message: cost.message });
  }),
  quantity: optionalStems,
  reorder_level: optionalStems,
});

export function toFlowerInput(values: AddFlowerValues): FlowerInput {
  return {
    name: values.name.trim(),
    unit_cost: parseMoneyInput(values.unit_cost),
    quantity: values.quantity.trim() ? parseStems(values.quantity) : 0,
    reorder_level: values.reorder_level.trim() ? parseStems(values.reorder_level) : null,
  };
}
