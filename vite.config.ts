import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons, appManifest } from './scripts/app-manifest';
import { codeSplitting } from './scripts/code-splitting';
import { firstFrame } from './scripts/first-frame';
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
    // Written by scripts/app-manifest.ts and linked by the back office alone (register-app-worker.ts).
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
      inlineStyles(['order.html', 'index.html']),
      storefrontPreload(),
      orderPagePreload(),
      firstScreenPreload(['office-first', 'office-icons']),
      firstFrame(),
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
