/*
 * Money as whole cents, for sums that must be exact. No zod here: the storefront imports this, and
 * its first load has no room for a schema library (contract/money.ts re-exports both).
 */

/** Decimal money (39.9) → whole cents, exact for amounts with at most two decimals. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Whole cents → decimal money (3990 → 39.9), as the API carries it. */
export const fromCents = (cents: number) => cents / 100;
