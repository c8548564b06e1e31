// No zod here: the storefront imports this file, and its bundle leaves the schema library out.

/**
 * The languages a customer can read the storefront, the order page and the e-mails in
 * (docs/decisions/042). A shop picks one of them as its default; English is the source language.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the visitor's languages we offer ("de-AT" reads as "de"), else the shop's default:
 * a browser asking for French and German in that order gets German.
 */
export const pickLanguage = (preferred: readonly string[], shopDefault: Language): Language =>
  firstOffered(preferred) ?? shopDefault;

/** The first of the visitor's languages we offer, or null when we offer none of them. */
export function firstOffered(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/** The language the customer reads an order in: theirs once known, else the shop's (docs/decisions/042). */
export const orderLanguage = (order: { language: string | null }, shop: { language?: string }): Language =>
  isLanguage(order.language) ? order.language : isLanguage(shop.language) ? shop.language : DEFAULT_LANGUAGE;
