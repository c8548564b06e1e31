import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/** A shop's storefront, /{url}/store: the same pattern the server answers store.html for. */
const STOREFRONT_PATH = /^\/[A-Za-z0-9-]+\/store\/?$/;

/**
 * Writes version.json next to index.html. The server answers GET /api/version from it, and the SPA
 * compares that with the __BUILD_ID__ compiled into it to offer "New version available!".
 */
function versionFile(version: string): Plugin {
  return {
    name: 'petal-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/**
 * The dev server answers index.html for unknown pages; the storefront is its own page (store.html),
 * so its addresses are pointed there, as the server does in production.
 */
function storefrontPage(): Plugin {
  return {
    name: 'petal-storefront-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?');
        if (request.method === 'GET' && STOREFRONT_PATH.test(pathname)) {
          request.url = query === undefined ? '/store.html' : `/store.html?${query}`;
        }
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
    plugins: [react(), tailwindcss(), versionFile(buildId), storefrontPage(), precompress()],
    resolve: {
      alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) },
    },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
      emptyOutDir: true,
      // Two pages: the app, and the storefront with a bundle of its own (no router, query or zod).
      rolldownOptions: {
        input: { main: `${webRoot}/index.html`, store: `${webRoot}/store.html` },
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
