import { expect } from '@playwright/test';
import { openShellAsNewOwner, shellHeading, test } from './helpers';

/*
 * The back office's first screen on load (docs/decisions/069 and 084): what index.html asks for at
 * once, what it draws before any script, and what waits until the list has arrived.
 */

test.describe('first screen', { tag: '@desktop' }, () => {
  test('a signed-in reload asks for the first screen at once; the landing page and sign-in do not', async ({
    page,
  }) => {
    const preloads = () =>
      page
        .locator('link[rel="modulepreload"][data-first-screen]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname;
      if (/\/assets\/office-(first|icons)-|\.css$|^\/api\/token\/refresh\/$/.test(name)) asked.push(name);
    });

    await openShellAsNewOwner(page);
    asked.length = 0;
    await page.reload();
    await expect(shellHeading(page)).toHaveText('Orders');
    // The session's refresh too, once: the app takes index.html's answer (a second refresh would
    // spend the cookie the first had rotated). The stylesheet is in the page: none is fetched.
    expect(asked.filter((name) => name === '/api/token/refresh/')).toHaveLength(1);
    expect(asked.filter((name) => name.endsWith('.css'))).toEqual([]);
    await page.reload();
    await expect(shellHeading(page)).toHaveText('Orders');
    // Asked for by index.html itself, not by the app once its script has run.
    // With the files they import, which the browser would otherwise find a round trip later.
    const listed = await preloads();
    expect(listed.length).toBeGreaterThan(2);
    expect(listed.every((href) => /^\/assets\/[\w-]+\.js$/.test(href))).toBe(true);
    expect(listed.filter((href) => /^\/assets\/office-first-[\w-]+\.js$/.test(href))).toHaveLength(1);
    expect(listed.filter((href) => /^\/assets\/office-icons-[\w-]+\.js$/.test(href))).toHaveLength(1);

    // Signed out, neither the landing page nor the sign-in page downloads the shell and the orders
    // list (the icons' file is the whole app's: the sign-in page shows some of them).
    await page.context().clearCookies();
    asked.length = 0;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await preloads()).toEqual([]);
    expect(asked.filter((name) => /office-first/.test(name))).toEqual([]);
    expect(asked.filter((name) => name === '/api/token/refresh/')).toEqual([]);
  });

  test('what nobody waits for is asked for once the list has arrived', async ({ page }) => {
    await openShellAsNewOwner(page);
    // When the app links the manifest, on the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'manifest') {
              document.documentElement.dataset.manifestLinkedAt = String(performance.now());
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(shellHeading(page)).toHaveText('Orders');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName(`${location.origin}/api/version`).length))
      .toBe(1);
    const [list, version, manifest] = await page.evaluate(() => {
      const ended = (path: string) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
          (entry) => new URL(entry.name).pathname === path,
        );
      return [
        ended('/api/orders')?.responseEnd ?? Number.NaN,
        ended('/api/version')?.startTime ?? Number.NaN,
        Number(document.documentElement.dataset.manifestLinkedAt),
      ];
    });
    expect(version).toBeGreaterThan(list);
    expect(manifest).toBeGreaterThan(list);
  });

  test('the page shows that it is loading before its scripts have arrived', async ({ page }) => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Loading');
    arrive();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the page says that Petal needs it, and no spinner turns', async ({ page }) => {
    await page.goto('/login');
    // Read as a reader of the page would: the notice, and no loading status.
    expect(await page.locator('body').innerText()).toBe(
      'Petal needs JavaScript to run. Please enable it in your browser.',
    );
    await expect(page.getByRole('status')).toBeHidden();
  });
});
