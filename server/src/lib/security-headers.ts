import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The card provider's embedded pages (Stripe Connect in the back office): its loader script, the
 * frames it opens and the images it shows. Its documented needs, nothing wider.
 */
const CARD_PROVIDER = {
  scripts: ['https://connect-js.stripe.com', 'https://js.stripe.com'],
  frames: ['https://*.stripe.com'],
  images: ['https://*.stripe.com'],
  connections: ['https://api.stripe.com'],
};

/** The pages that carry an inline script: the theme is applied before the first paint. */
const PAGES_WITH_INLINE_SCRIPTS = ['index.html', 'store.html', 'order.html'];

/** `'sha256-…'` of every inline script of the built pages, so that exactly those may run. */
export function inlineScriptHashes(webDir: string | undefined): string[] {
  if (!webDir) return [];
  const hashes = new Set<string>();
  for (const page of PAGES_WITH_INLINE_SCRIPTS) {
    const file = path.join(webDir, page);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      const digest = crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64');
      hashes.add(`'sha256-${digest}'`);
    }
  }
  return [...hashes];
}

export function contentSecurityPolicy({ https, scriptHashes }: { https: boolean; scriptHashes: string[] }) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...CARD_PROVIDER.scripts],
    'script-src-attr': ["'none'"],
    // Inline styles stay allowed: the card provider's components and a few UI pieces set them at
    // run time; styles cannot run code, and every script is pinned above.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for photo previews before upload and generated downloads.
    'img-src': ["'self'", 'data:', 'blob:', ...CARD_PROVIDER.images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...CARD_PROVIDER.connections],
    'frame-src': CARD_PROVIDER.frames,
    // The back office's service worker (/sw.js) and manifest, from this origin only (docs/decisions/036).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only where the app is served over https; on plain http it would break every request.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Headers on every answer (API, pages, assets, photos): what a page may load, that nothing may
 * frame it, no Referer leaves the site (reset, invite and order links carry secrets in their
 * path), no content sniffing, and HSTS when PUBLIC_URL is https.
 *
 * The headers are worked out once, when the app starts: a request only sets them (the plugin
 * wrapping this library built them again for every request, a twentieth of a list's CPU time).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, webDir }: { publicUrl: string; webDir: string | undefined },
) {
  const https = publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ https, scriptHashes: inlineScriptHashes(webDir) }),
    },
    // same-origin, not no-referrer: same-origin requests keep their Origin header (checked against
    // cross-site requests), while nothing at all is sent to other sites.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    // The card provider's sign-in in its embedded onboarding opens a window it must keep talking
    // to; an opener policy would cut that off.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    // Since version 8.1 the library throws instead of passing an error on; the callback only continues.
    setHeaders(request.raw, reply.raw, () => done()),
  );
}
