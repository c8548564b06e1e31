import { reservedBusinessUrls } from '@contract/business';

const MAX_LENGTH = 50;

/**
 * Suggests a shop address from its name: "Rosé & Fern" → "rose-and-fern". Names that would give a
 * reserved or too-short address get "-flowers" added, so the suggestion is always usable.
 */
export function suggestSlug(name: string): string {
  let slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  slug = slug.slice(0, MAX_LENGTH).replace(/-+$/, '');
  if (!slug) return '';
  if (slug.length < 3 || reservedBusinessUrls.has(slug)) slug = `${slug}-flowers`;
  return slug;
}
