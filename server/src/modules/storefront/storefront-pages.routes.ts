import fs from 'node:fs';
import path from 'node:path';
import { parseStorePath } from '@contract/product-url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../lib/cached-body';
import type { RoutesPlugin } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { preloadHeader } from '../../lib/web-pages';
import { requestedLanguage } from './page-language';
import { readStorefrontStamp } from './storefront.service';
import { clientHolds, createStorefrontCache } from './storefront-cache';
import { escapeHtml, pageWithHead, sitemapXml, withCatalogOf } from './storefront-head';
import { readProductHead, readShopHead, readShopSitemaps, readSitemap } from './storefront-seo.service';

/*
 * The storefront's pages as a link preview or a search engine reads them (docs/decisions/041):
 * store.html with the shop's or the product's own title, preview tags and schema.org data, cached
 * per shop version like the storefront's answers (docs/decisions/028); the shop's sitemap; robots.txt.
 */

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** Sitemaps change with the catalogue; crawlers come by now and then, an hour is plenty. */
const SITEMAP_CACHE = 'public, max-age=3600';
const SITEMAP_INDEX_MS = 10 * 60_000;
const SHOP_URL = /^[A-Za-z0-9-]{1,60}$/;

export const storefrontPagesRoutes: RoutesPlugin = (app, { db, config, version, caches }) => {
  const open = { access: 'public' as const };
  const hidden = { hide: true };
  const origin = config.publicUrl;
  const cache = createStorefrontCache();
  const stamps = caches.cache<{ id: string; version: number }>('storefront', { maxEntries: 10_000 });
  const buildTag = version.replace(/[^\w.-]/g, '');
  const templateFile = config.webDir && path.join(config.webDir, 'store.html');
  const template = templateFile && fs.existsSync(templateFile) ? fs.readFileSync(templateFile, 'utf8') : null;
  // An unknown shop: the page as built (it says "not found"), kept out of search results.
  const unknownShop =
    template &&
    withCatalogOf(template, null).replace(
      /<\/head>/i,
      '  <meta name="robots" content="noindex" />\n  </head>',
    );

  const stampOf = async (url: string) => {
    try {
      return await stamps.get(url, () => readStorefrontStamp(db, url));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };

  async function storePage(request: FastifyRequest, reply: FastifyReply) {
    const address = parseStorePath(request.url.split('?')[0] ?? '');
    // /api/store is the API's own 404, not a shop called "api".
    if (!template || !unknownShop || !address || address.shopUrl === 'api') return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    const stamp = await stampOf(address.shopUrl);
    if (!stamp) return reply.code(404).type(HTML).send(unknownShop);
    // The page's two first requests start while its script downloads, not after.
    const api = `/api/storefront/${address.shopUrl}`;
    reply.header('link', preloadHeader([api, `${api}/products`]));
    // The page is written in the visitor's language (null: the shop's), so each language is a page
    // of its own to the cache, to the ETag and to any cache in front (Vary).
    const language = requestedLanguage(request);
    const lang = language ?? 'shop';
    reply.header('vary', 'accept-language, cookie');
    const etag = `"${stamp.id.slice(0, 8)}.${stamp.version}.${buildTag}.${lang}"`;
    const page = (key: string, compute: () => Promise<{ html: string; path?: string }>) =>
      cache.read(`${stamp.id}:${key}:${lang}`, stamp.version, compute, (answer) => {
        const { html, path } = answer as { html: string; path?: string };
        return { json: html, type: HTML, path };
      });
    const shopPage = (index: boolean) =>
      page(index ? 'page' : 'page-noindex', async () => {
        const head = await readShopHead(db, { url: address.shopUrl, origin, language });
        return { html: pageWithHead(template, { ...head, index }) };
      });

    if (!address.productId) {
      reply.header('etag', etag);
      if (clientHolds(request, etag)) return reply.code(304).send();
      return sendCached(request, reply, await shopPage(true));
    }
    const { productId } = address;
    const product = await page(`product:${productId}`, async () => {
      const { head, path } = await readProductHead(db, {
        url: address.shopUrl,
        productId,
        origin,
        language,
      });
      return { html: pageWithHead(template, head), path };
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    // A product that is not (or no longer) for sale: the shop, said plainly to be no page of its own.
    if (!product) return sendCached(request, reply.code(404), await shopPage(false));
    if (product.path && product.path !== request.url.split('?')[0]) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${product.path}${query}`, 301);
    }
    reply.header('etag', etag);
    if (clientHolds(request, etag)) return reply.code(304).send();
    return sendCached(request, reply, product);
  }

  app.get('/:businessUrl/store', { config: open, schema: hidden, handler: storePage });
  app.get('/:businessUrl/store/:product', { config: open, schema: hidden, handler: storePage });

  app.get('/:businessUrl/sitemap.xml', {
    config: open,
    schema: hidden,
    handler: async (request: FastifyRequest<{ Params: { businessUrl: string } }>, reply) => {
      const url = request.params.businessUrl.toLowerCase();
      const stamp = SHOP_URL.test(url) ? await stampOf(url) : null;
      if (!stamp) throw notFound('shop');
      const etag = `"${stamp.id.slice(0, 8)}.${stamp.version}.${buildTag}.sitemap"`;
      reply.header('cache-control', SITEMAP_CACHE).header('etag', etag);
      if (clientHolds(request, etag)) return reply.code(304).send();
      const body = await cache.read(
        `${stamp.id}:sitemap`,
        stamp.version,
        () => readSitemap(db, { url, origin }),
        (entries) => ({ json: sitemapXml(entries as { loc: string; lastmod: string }[]), type: XML }),
      );
      return sendCached(request, reply, body);
    },
  });

  // The index reads every shop: kept in the process for a while, so that asking for it again and
  // again costs nothing. A new shop appears in it within that while; search engines come by daily.
  let sitemapIndex: { xml: Promise<string>; until: number } | undefined;
  const readSitemapIndex = async () => {
    const shops = await readShopSitemaps(db);
    const items = shops.map(
      (url) => `<sitemap><loc>${escapeHtml(`${origin}/${url}/sitemap.xml`)}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  };

  app.get('/sitemap.xml', {
    config: open,
    schema: hidden,
    handler: async (_request, reply) => {
      if (!sitemapIndex || sitemapIndex.until < Date.now()) {
        const xml = readSitemapIndex();
        sitemapIndex = { xml, until: Date.now() + SITEMAP_INDEX_MS };
        // A failed read is not kept.
        xml.catch(() => {
          if (sitemapIndex?.xml === xml) sitemapIndex = undefined;
        });
      }
      reply.header('cache-control', SITEMAP_CACHE).type(XML);
      return sitemapIndex.xml;
    },
  });

  app.get('/robots.txt', {
    config: open,
    schema: hidden,
    handler: (_request, reply) =>
      reply
        .header('cache-control', SITEMAP_CACHE)
        .type('text/plain; charset=utf-8')
        .send(`User-agent: *\nDisallow: /api/\nDisallow: /order/\nSitemap: ${origin}/sitemap.xml\n`),
  });
};
