import type { FastifyRequest } from 'fastify';
import type { CachedBody } from '../../lib/cached-body';

type Entry = { version: number; body: Promise<CachedBody> };

/**
 * Serialized storefront answers kept per shop and page, each with the shop's storefront version it
 * was made at (docs/decisions/028). A cached answer serves while the version read for the request
 * is not newer; concurrent misses share one computation; the least recently used answer goes first
 * once `maxEntries` are kept, so memory stays bounded however many shops and pages are asked for.
 */
export function createStorefrontCache(maxEntries = 1000) {
  const entries = new Map<string, Entry>();
  return {
    read(
      key: string,
      version: number,
      compute: () => Promise<unknown>,
      serialize: (answer: unknown) => Omit<CachedBody, 'encoded'> = (answer) => ({
        json: JSON.stringify(answer),
      }),
    ): Promise<CachedBody> {
      const hit = entries.get(key);
      if (hit && hit.version >= version) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const body = compute().then((answer) => ({ ...serialize(answer), encoded: {} }));
      entries.set(key, { version, body });
      // A failed computation (an unknown page, a lost connection) is not kept.
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return body;
    },
    get size() {
      return entries.size;
    },
  };
}

export type StorefrontCache = ReturnType<typeof createStorefrontCache>;

/** Whether the client already holds this answer: If-None-Match lists the tag (or says `*`). */
export function clientHolds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
