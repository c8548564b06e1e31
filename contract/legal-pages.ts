import type { Language } from './languages';

/*
 * A shop's imprint and privacy notice (docs/decisions/059): pages the server writes, under the
 * shop's address beside its storefront. A shop's address can never be a path of the app
 * (reservedBusinessUrls), so /{url}/imprint and /{url}/privacy name no other page.
 */

export type LegalPage = 'imprint' | 'privacy';

/** `/{shop}/imprint`, in a language when one is given (`?lang=de`): e-mails link in the order's. */
export function legalPagePath(shopUrl: string, page: LegalPage, language?: Language | null): string {
  return `/${shopUrl}/${page}${language ? `?lang=${language}` : ''}`;
}
