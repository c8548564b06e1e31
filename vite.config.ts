import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons, appManifest } from './scripts/app-manifest';
import { firstScreenPreload } from './scripts/first-screen-preload';
import { inlineStyles } from './scripts/inline-styles';
import { orderPagePreload } from './scripts/order-page-preload';
import { storefrontPreload } from './scripts/storefront-preload';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * A shop's storefront, /{url}/store, and its product pages, /{url}/store/{slug}-{id}: the same
 * addresses the server answers store.html for (contract/product-url.ts).
 */
const STOREFRONT_PATH = /^\/[A-Za-z0-9-]+\/store(\/[a-z0-9-]*[0-9a-fA-F]{8}-[0-9a-fA-F-]{27})?\/?$/;
/** The customer's order pages, /order/{uuid}[/details]: the server answers order.html for them. */
const ORDER_PATH = /^\/order\/[^/]+(\/details)?\/?$/;

/**
 * Writes version.json next to index.html. The server answers GET /api/version from it, and the SPA
 * compares that with the __BUILD_ID__ compiled into it to offer "New version available!". Each page
 * names its build in a meta tag too, so a browser test (and a curious person) can tell builds apart.
 */
function versionFile(version: string): Plugin {
  return {
    name: 'petal-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'petal-build', content: version } }],
  };
}

/**
 * The back office's service worker (docs/decisions/036): it keeps the app's own files, so the app
 * opens without a connection, and a new deployment waits until staff press Update. The API, the
 * photos, the storefront and the customer's order pages always go to the network. It also shows the
 * shop's push notifications (web/public/push-worker.js).
 */
function appWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // web/src/register-app-worker.ts registers it, from the back office only.
    injectRegister: false,
    // Written by scripts/app-manifest.ts and linked from index.html alone.
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // The customer-facing pages are never answered from here; version.json must be fresh; the
      // fonts' other alphabets load only for a name that needs them, and can fall back offline.
      globIgnores: [
        'store.html',
        'order.html',
        'version.json',
        '**/*.br',
        '**/*.gz',
        '**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-wght-*.woff2',
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/, STOREFRONT_PATH, ORDER_PATH],
      // Hashed names change with their content; no need to add a revision to them.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      // The notifications (docs/decisions/063): a small script of our own in web/public, so the
      // worker stays the one Workbox writes and its caching and updates do not change.
      importScripts: ['push-worker.js'],
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}

/**
 * The dev server answers index.html for unknown pages; the storefront (store.html) and the
 * customer's order pages (order.html) are pages of their own, so their addresses are pointed there,
 * as the server does in production.
 */
function ownPages(): Plugin {
  return {
    name: 'petal-own-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?');
        const page = STOREFRONT_PATH.test(pathname)
          ? '/store.html'
          : ORDER_PATH.test(pathname)
            ? '/order.html'
            : null;
        if (request.method === 'GET' && page) request.url = query === undefined ? page : `${page}?${query}`;
        next();
      });
    },
  };
}

/**
 * Writes a Brotli and a gzip copy beside each text file of the build; the server sends the one the
 * browser accepts (@fastify/static preCompressed), so a phone downloads the gzipped sizes that
 * `npm run size` reports without the server compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'petal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const texts = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
      await Promise.all(
        texts.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await readFile(file);
          if (data.length < 1024) return;
          await writeFile(
            `${file}.br`,
            brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Files that a page imports through import() and waits for before its first draw: the customer's
 * order page loads the form or the details page so (docs/decisions/080). What they reach counts as
 * loaded at once by that page, as if imported statically: grouped as before the pages were split.
 */
const DRAWN_AT_ONCE = [/[\\/]public-order[\\/]pages[\\/]order-pages\.ts$/];

/** The icons of the order's pages, each imported from its own module there. */
const ORDER_ICONS = /[\\/]public-order[\\/]icons\.ts$/;

const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Which of the three pages reach a module, following its importers upward. Without `onDemand`,
 * static imports alone (and the imports of DRAWN_AT_ONCE): which pages load it at once, and
 * 'on demand' where it is reached from the start of an area loaded through import(). With
 * `onDemand`, through import() too: which pages can ever load it (a customer page must never load
 * the back office's files: they import the app's own entry, which would start the app on that page).
 */
function pagesReaching(
  ctx: ChunkingContext,
  id: string,
  memo: Map<string, Set<string>>,
  onDemand: boolean,
): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const pages = new Set<string>();
  memo.set(id, pages); // an import cycle ends here
  const info = ctx.getModuleInfo(id);
  const dynamicImporters = (info?.dynamicImporters ?? []).filter(
    (importer) => onDemand || DRAWN_AT_ONCE.some((loader) => loader.test(importer)),
  );
  const importers = [...(info?.importers ?? []), ...dynamicImporters];
  if (info?.isEntry) pages.add(path.basename(id));
  else if (!onDemand && info && importers.length === 0) pages.add('on demand');
  for (const importer of importers) {
    for (const page of pagesReaching(ctx, importer, memo, onDemand)) pages.add(page);
  }
  return pages;
}

/** The back office's first screen: the shell and the orders list, each a route the app loads on demand. */
const FIRST_SCREEN = [
  /[\\/]app[\\/]shell[\\/]app-shell\.tsx$/,
  /[\\/]orders[\\/]pages[\\/]orders-page\.tsx$/,
];

/** Whether the back office's first screen reaches a module through static imports alone. */
function onFirstScreen(ctx: ChunkingContext, id: string, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // an import cycle ends here
  const reached =
    FIRST_SCREEN.some((root) => root.test(id)) ||
    (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => onFirstScreen(ctx, importer, memo));
  memo.set(id, reached);
  return reached;
}

/**
 * How the build splits the code into files, for the pages customers open on a phone, where every
 * file costs a round trip (HTTP/1.1, six at a time) before the page can draw:
 * - React (with the module preload polyfill, the dynamic-import helper and the class-name helper, each
 *   under 1 KB and used by every page): one file every page loads at once, cached across pages.
 * - The icons some page shows at once: one file (the icon library would otherwise give each icon a
 *   file of its own; module tags see through its index, which the import graph does not). The
 *   order's pages are loaded through import(), which the tags do not follow: their icons are the
 *   ones web/src/public-order/icons.ts imports, in a file of their own.
 * - What the customer's order page shares only with the app's on-demand areas (form pieces,
 *   money): one file, instead of one per piece. Whatever the app's or the storefront's first load
 *   also needs stays in the automatic split, so neither grows.
 * - What the storefront and the order page both load at once and the app does not (translations,
 *   money, the shop's formats): one file, instead of ten under 2 KB each (fewer round trips, and
 *   one gzip stream compresses them better).
 */
function codeSplitting() {
  let memo = new Map<string, Set<string>>();
  let reached = new Map<string, Set<string>>();
  let firstScreen = new Map<string, boolean>();
  let pass: ChunkingContext | null = null;
  const sharedGroup = (id: string, ctx: ChunkingContext): string | null => {
    if (ctx !== pass) [memo, reached, firstScreen, pass] = [new Map(), new Map(), new Map(), ctx];
    const pages = pagesReaching(ctx, id, memo, false);
    const onDemandOnly = pages.size === 1 && pages.has('on demand');
    const backOfficeOnly = [...pagesReaching(ctx, id, reached, true)].every((page) => page === 'index.html');
    if (onDemandOnly && backOfficeOnly && onFirstScreen(ctx, id, firstScreen)) return 'office-first';
    const onlyOrderPageAtOnce =
      pages.has('order.html') && !pages.has('index.html') && !pages.has('store.html');
    if (onlyOrderPageAtOnce && pages.has('on demand')) return 'order-shared';
    const bothCustomerPagesAtOnce =
      pages.has('order.html') && pages.has('store.html') && !pages.has('index.html');
    return bothCustomerPagesAtOnce ? 'customer-shared' : null;
  };
  return {
    groups: [
      {
        name: 'react',
        test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]|modulepreload-polyfill|preload-helper|react-sync-store/,
        priority: 3,
      },
      {
        name: (id: string, ctx: ChunkingContext) =>
          ICON.test(id) && ctx.getModuleInfo(id)?.importers.some((importer) => ORDER_ICONS.test(importer))
            ? 'order-icons'
            : null,
        priority: 2.5,
      },
      {
        name: 'first-icons',
        test: ICON,
        tags: ['$initial' as const],
        priority: 2,
      },
      {
        // Every other icon in one file (8.5 KB), which the back office's first screen asks for at
        // once: where each is used cannot be told through the library's index, and a file per
        // icon of a few hundred bytes cost the first screen a round trip each.
        name: 'office-icons',
        test: ICON,
        priority: 1.5,
      },
      { name: sharedGroup, priority: 1, includeDependenciesRecursively: false },
    ],
  };
}

export default defineConfig(({ command }) => {
  // The dev server never offers an update: 'dev' is the id both sides skip.
  const buildId =
    command === 'build' ? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}` : 'dev';

  return {
    root: webRoot,
    publicDir: 'public',
    plugins: [
      react(),
      tailwindcss(),
      versionFile(buildId),
      appIcons(),
      appManifest(),
      ownPages(),
      inlineStyles(['order.html']),
      storefrontPreload(),
      orderPagePreload(),
      firstScreenPreload(['office-first', 'office-icons']),
      precompress(),
      appWorker(),
    ],
    resolve: {
      alias: [
        { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./web/src/lib/react-sync-store.ts', import.meta.url)),
        },
      ],
    },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
      emptyOutDir: true,
      // Three pages: the app, and the storefront and the customer's order pages, each with a small
      // bundle of its own (no router, query cache, form or schema library).
      rolldownOptions: {
        input: {
          main: `${webRoot}/index.html`,
          store: `${webRoot}/store.html`,
          order: `${webRoot}/order.html`,
        },
        output: { codeSplitting: codeSplitting() },
      },
    },
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      proxy: {
        '/api': { target: process.env.API_URL ?? 'http://localhost:3001', changeOrigin: false },
      },
    },
  };
});
