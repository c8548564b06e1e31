import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { closeTestApp, openTestApp, type TestApp, testConfig } from './test-app';

/*
 * An app that serves the storefront's pages (docs/decisions/041) from a stand-in store.html shaped
 * like the built one: the tests need a template, and the build is not part of a test run.
 */

export const STORE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic" />
    <title>Shop · Petal</title>
    <script>(() => {})();</script>
    <link rel="modulepreload" href="/assets/en-T3xts.js" crossorigin="" data-language="en">
    <link rel="modulepreload" href="/assets/de-T3xte.js" crossorigin="" data-language="de">
  </head>
  <body><div id="root"></div></body>
</html>`;
export const ORIGIN = 'https://shops.example';

/** One app per test file, built before its tests and closed after them, like setupTestApp. */
export function setupStorePages(): TestApp {
  const handle = {} as TestApp;
  let webDir: string | undefined;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-seo-'));
    for (const page of ['index.html', 'order.html'])
      fs.writeFileSync(path.join(webDir, page), '<title>app</title>');
    fs.writeFileSync(path.join(webDir, 'store.html'), STORE_HTML);
    await openTestApp(handle, { ...testConfig({ PUBLIC_URL: ORIGIN }), webDir });
  });
  afterAll(async () => {
    await closeTestApp(handle);
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  });
  return handle;
}

/** The JSON-LD blocks of a page, parsed. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );
