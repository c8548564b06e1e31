import { reservedBusinessUrls } from '@contract/business';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/languages';
import type { LegalPage } from '@contract/legal-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { sendCached } from '../../../lib/cached-body';
import type { RoutesPlugin } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { mailI18n } from '../../../lib/mail-i18n';
import { limitPublicCall } from '../../../lib/public-limits';
import { requestedLanguage } from '../page-language';
import { readStorefrontStamp } from '../storefront.service';
import { clientHolds, createStorefrontCache } from '../storefront-cache';
import { imprintBody } from './imprint-page';
import { readShopLegalFacts } from './legal-facts.service';
import { legalPageHtml } from './legal-page-layout';
import { type Processors, privacyBody } from './privacy-page';

/*
 * A shop's imprint and privacy notice (docs/decisions/059): written by the server, kept per shop,
 * page and language until the shop's storefront version changes (saving the legal details raises
 * it, migration 0042), revalidated with an ETag like the storefront's page.
 */

const HTML = 'text/html; charset=utf-8';
/** The pages change when the owner saves new details; five minutes late is harmless. */
const PAGE_CACHE = 'public, max-age=300';
const SHOP_URL = /^[a-z0-9-]{1,60}$/;

type PageRequest = FastifyRequest<{ Params: { businessUrl: string }; Querystring: { lang?: string } }>;

/** Host names only: an SMTP_URL may carry a user and a password, which never reach a page. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

function processorsFor(config: Config, takesCards: boolean): Processors {
  return {
    mailHost: hostOf(config.mail.smtpUrl),
    cardPayments: takesCards && Boolean(config.stripe.secretKey),
    geocoderHost: hostOf(config.geocoderUrl),
    textHost: hostOf(config.sms?.apiUrl),
  };
}

/** `?lang=` (the links in e-mails name the order's), else as the storefront chooses; null: the shop's. */
function pageLanguage(request: PageRequest): Language | null {
  const named = request.query.lang;
  return isLanguage(named) ? named : requestedLanguage(request);
}

export const legalPagesRoutes: RoutesPlugin = (app, { db, config, version, caches }) => {
  const cache = createStorefrontCache(500);
  const stamps = caches.cache<{ id: string; version: number }>('storefront', { maxEntries: 10_000 });
  const buildTag = version.replace(/[^\w.-]/g, '');
  const limit = limitPublicCall(db, config, 'legal-page');

  const serve = (page: LegalPage) => async (request: PageRequest, reply: FastifyReply) => {
    const url = request.params.businessUrl.toLowerCase();
    // A path of the app (/order/…, /api/…) is none of a shop's: it goes where it would without us.
    if (reservedBusinessUrls.has(url)) return reply.callNotFound();
    const stamp = SHOP_URL.test(url)
      ? await stamps
          .get(url, () => readStorefrontStamp(db, url))
          .catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 404) return null;
            throw error;
          })
      : null;
    if (!stamp) return reply.code(404).type(HTML).header('cache-control', 'no-cache').send(notFoundPage);
    const requested = pageLanguage(request);
    const etag = `"${stamp.id.slice(0, 8)}.${stamp.version}.${buildTag}.${page}.${requested ?? 'shop'}"`;
    reply.header('cache-control', PAGE_CACHE).header('vary', 'accept-language, cookie').header('etag', etag);
    if (clientHolds(request, etag)) return reply.code(304).send();
    const body = await cache.read(
      `${stamp.id}:${page}:${requested ?? 'shop'}`,
      stamp.version,
      async () => {
        const facts = await readShopLegalFacts(db, { url });
        const language =
          requested ?? (isLanguage(facts.shop.language) ? facts.shop.language : DEFAULT_LANGUAGE);
        const i18n = mailI18n(language);
        return legalPageHtml({
          language,
          i18n,
          shop: facts.shop,
          title: page === 'imprint' ? i18n._('Imprint') : i18n._('Privacy notice'),
          body:
            page === 'imprint'
              ? imprintBody(facts, i18n, language)
              : privacyBody(facts, processorsFor(config, facts.shop.takesCards), i18n),
        });
      },
      (html) => ({ json: html as string, type: HTML }),
    );
    return sendCached(request, reply, body);
  };

  const options = {
    config: { access: 'public' as const, errors: [429] as const },
    schema: { hide: true },
    onRequest: limit,
  };
  app.get('/:businessUrl/imprint', { ...options, handler: serve('imprint') });
  app.get('/:businessUrl/privacy', { ...options, handler: serve('privacy') });
};

const notFoundPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not found</title></head>
<body><p>There is no shop at this address.</p></body></html>
`;
