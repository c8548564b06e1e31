import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ command }) => {
  // The dev server never offers an update: 'dev' is the id both sides skip.
  const buildId =
    command === 'build' ? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}` : 'dev';

  return {
    root: fileURLToPath(new URL('./web', import.meta.url)),
    publicDir: 'public',
    plugins: [react(), tailwindcss(), versionFile(buildId)],
    resolve: {
      alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) },
    },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
      emptyOutDir: true,
    },
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      proxy: {
        '/api': { target: process.env.API_URL ?? 'http://localhost:3001', changeOrigin: false },
      },
    },
  };
});
