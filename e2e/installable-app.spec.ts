import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { openShellAsNewOwner, shellHeading, test, toasts } from './helpers';
import { port } from './servers';

/*
 * The installable back office (docs/decisions/036). The other specs run with service workers
 * blocked (playwright.config.ts); these let the app register its worker.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has stored the app's files and answers this page's requests. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const buildId = (page: Page) => page.locator('meta[name="petal-build"]').getAttribute('content');

test('can be installed: a manifest for the back office with the icons a home screen asks for', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ start_url: '/intern/orders', display: 'standalone', short_name: 'Petal' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('the customer pages neither link the manifest nor register the worker', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/no-such-shop/store');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  // The storefront's code has loaded (it says the shop is not there) and registered nothing.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('opens without a connection and says that it is offline', { tag: '@desktop' }, async ({
  page,
  context,
}) => {
  await openShellAsNewOwner(page);
  await workerInControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText('Petal cannot reach your shop')).toBeVisible();

  // Back online, the page opens the orders by itself, still signed in.
  await context.setOffline(false);
  await expect(shellHeading(page)).toHaveText('Orders');

  // Losing the connection on an open page shows the banner.
  await context.setOffline(true);
  await expect(page.getByText("You're offline. Orders and changes need a connection")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("You're offline.")).toHaveCount(0);
});

/*
 * A deployment: a copy of the built server and web folders on a port of this test's own, then the
 * same data and server with a second build of the web folder, as an update of the app would be.
 * One project is enough: the flow does not depend on the screen.
 */
test.describe('a new deployment', { tag: '@desktop' }, () => {
  /** A port of this worker's own, beside the one the other specs use. */
  const deployPort = () => port + 20 + test.info().parallelIndex;
  // biome-ignore lint/correctness/noEmptyPattern: the fixture needs no other fixture.
  test.use({ baseURL: async ({}, use) => use(`http://localhost:${deployPort()}`) });

  let server: ChildProcess | undefined;

  async function startServer(root: string, dataDir: string) {
    server = spawn(process.execPath, [path.join(root, 'server', 'main.js')], {
      env: {
        ...process.env,
        PORT: String(deployPort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '0',
        AUTH_RATE_LIMIT: '10000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${deployPort()}/api/health`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 90_000, intervals: [250, 500, 1000] },
      )
      .toBe(200);
  }

  async function stopServer() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  test.afterEach(stopServer);

  test('shows New version available! / Click to update, and Update opens the new build', async ({
    page,
  }, testInfo) => {
    test.setTimeout(360_000);
    const root = testInfo.outputPath('deployed');
    const dataDir = testInfo.outputPath('data');
    const nextWeb = testInfo.outputPath('next-web');
    // Inside the repository, so the copied server still finds node_modules.
    fs.cpSync('dist/server', path.join(root, 'server'), { recursive: true });
    fs.cpSync('dist/web', path.join(root, 'web'), { recursive: true });
    // The second build: the same code, another build id (vite.config.ts gives every build its own),
    // made while the first build is opened and its worker installs.
    const secondBuild = promisify(execFile)(process.execPath, [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      nextWeb,
    ]);
    const versionOf = (web: string) =>
      (JSON.parse(fs.readFileSync(path.join(web, 'version.json'), 'utf8')) as { version: string }).version;
    const firstId = versionOf(path.join(root, 'web'));

    await startServer(root, dataDir);
    await openShellAsNewOwner(page);
    await workerInControl(page);
    expect(await buildId(page)).toBe(firstId);
    await secondBuild;
    const secondId = versionOf(nextWeb);
    expect(secondId).not.toBe(firstId);

    // Deploy: the server stops, its web folder is replaced by the second build, and it starts again.
    await stopServer();
    fs.rmSync(path.join(root, 'web'), { recursive: true });
    fs.cpSync(nextWeb, path.join(root, 'web'), { recursive: true });
    await startServer(root, dataDir);

    // The app asks for the server's build when the tab becomes visible again (and every 5 minutes).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    const toast = toasts(page).getByRole('listitem').filter({ hasText: 'New version available!' });
    await expect(toast).toBeVisible({ timeout: 60_000 });
    await expect(toast).toContainText('Click to update');
    // Until Update is clicked, the tab keeps the build it opened with.
    expect(await buildId(page)).toBe(firstId);

    await toast.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => buildId(page), { timeout: 30_000 }).toBe(secondId);
    await expect(shellHeading(page)).toHaveText('Orders');
    await expect(page.getByText('New version available!')).toHaveCount(0);
  });
});
