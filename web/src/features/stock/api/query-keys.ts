import type { MovementType } from '@contract/stock';

/** "all" is every movement type. */
export type MovementFilter = MovementType | 'all';

/** Keys of the stock feature's queries; every change of stock invalidates `all`. */
export const stockKeys = {
  all: ['stock'] as const,
  current: ['stock', 'current'] as const,
  movements: ['stock', 'movements'] as const,
  movementList: (type: MovementFilter) => ['stock', 'movements', type] as const,
};
