/*
 * What a product suits; the storefront filters by them (docs/product.md, Occasions). A file of its
 * own without zod, so the storefront's bundle can read the list without the schemas.
 */
export const OCCASIONS = [
  'birthday',
  'anniversary',
  'love',
  'thank_you',
  'congratulations',
  'get_well',
  'new_baby',
  'sympathy',
  'wedding',
  'just_because',
] as const;
export type Occasion = (typeof OCCASIONS)[number];
