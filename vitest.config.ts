import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { SlowestFirst } from './scripts/test-order.ts';

/** Web tests that replace a module: each runs alone, so the module it replaces stays replaced for it only. */
const mockingTests = [
  'web/src/app/shell/version-check.test.ts',
  'web/src/features/card-payments/pages/card-payments.test.tsx',
];

/**
 * Left out of the server tests' run on PostgreSQL (DATABASE_URL set, .ci/run): they open the
 * embedded database whatever the run uses (the first start, the backup commands, the data folder),
 * or no database at all (the contract's rules), so that run would only repeat them as they were.
 */
const sameOnEveryDatabase = [
  'server/src/first-start.test.ts',
  'server/src/backup/backup-cli.test.ts',
  'server/src/lib/data-dir.test.ts',
  'contract/**/*.test.ts',
];

/**
 * The web tests' document (docs/decisions/074): happy-dom, which ran them in half jsdom's time. It
 * never leaves the page, loads no script, stylesheet or frame, so a test reaches no server; the
 * few files that need what only jsdom does say so in their first line (`@vitest-environment`).
 */
const environmentOptions = {
  happyDOM: {
    url: 'http://localhost:3000/',
    settings: {
      navigation: {
        disableMainFrameNavigation: true,
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
      },
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  },
};

/**
 * Three workers on two cores: a server test file on the embedded database waits (on a child
 * process, a timer) for about a fifth of its time, the database running inside the worker, and a
 * third worker fills those gaps: npm test in 300 s instead of 350 (docs/decisions/081); four
 * were slower again. On PostgreSQL its server's processes fill them, and a third gained nothing.
 * Vitest wants one count for projects that run together.
 */
const workers = process.env.DATABASE_URL ? 2 : 3;

const alias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          maxWorkers: workers,
          // The server tests mock no module and each opens its own app and database copy, so a
          // worker may keep the modules it loaded for the next file: loading the app for every
          // file took most of the run (docs/performance.md, CI time).
          isolate: false,
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? sameOnEveryDatabase : [])],
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'web',
          maxWorkers: workers,
          environment: 'happy-dom',
          environmentOptions,
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: mockingTests,
          setupFiles: ['web/src/test/setup.ts'],
          // As on the server: one page and document per worker, cleaned after each test
          // (web/src/test/setup.ts), instead of a new one with every module loaded again per file.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'web-mocks',
          maxWorkers: workers,
          environment: 'happy-dom',
          environmentOptions,
          include: mockingTests,
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
