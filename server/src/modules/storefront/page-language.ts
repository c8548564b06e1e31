import { LANGUAGE_COOKIE } from '@contract/cookies';
import { firstOffered, isLanguage, type Language } from '@contract/languages';
import type { FastifyRequest } from 'fastify';

/*
 * The language a storefront page is served in, chosen as the storefront chooses it
 * (docs/decisions/042): the visitor's choice with the switch (mirrored into a cookie, as the server
 * cannot read the browser's storage), else the first of the browser's languages the storefront
 * offers, else the shop's. Null here means "the shop's": the caller knows the shop, this does not.
 */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return firstOffered(acceptedLanguages(request.headers['accept-language']));
}

/** Accept-Language's tags, most wanted first; those the visitor refuses (q=0) are left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
