// Prints the JavaScript each page loads at first (gzipped), from a build in dist/web (`vite build`)
// or the folder given as the first argument.
// Fails when a page goes over its budget: the storefront and the customer's order page must open
// fast on a customer's phone, and the back office loads its shell at first and each area on demand.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_DIR = path.resolve(process.argv[2] ?? 'dist/web');
const STOREFRONT_BUDGET = 100 * 1024;
const ORDER_PAGE_BUDGET = 100 * 1024;
const BACK_OFFICE_BUDGET = 180 * 1024;

/**
 * Files a page loads through import() before it draws, one of each kind: the order page waits for
 * its language's texts and for its form or its details page (docs/decisions/080). The largest
 * of each kind is counted, with the files it imports that the page has not loaded yet. The order
 * page's budget holds its code: its texts are printed and counted in its total, not yet held to it
 * (they are the storefront's too, whole; docs/decisions/080 says what would bring them under).
 */
const CUSTOMER_TEXTS = { kind: 'texts', file: /\/(en|de)-[\w-]{8}\.js$/, inBudget: false };
// The page asks for its page's files at once (scripts/order-page-preload.ts): checked below.
const ORDER_PAGES = {
  kind: 'page',
  file: /\/public-order(-details)?-page-[\w-]{8}\.js$/,
  inBudget: true,
  namedInPage: true,
};

const pages = [
  { label: 'storefront', html: 'store.html', budget: STOREFRONT_BUDGET, beforeDraw: [] },
  {
    label: 'order page',
    html: 'order.html',
    budget: ORDER_PAGE_BUDGET,
    beforeDraw: [CUSTOMER_TEXTS, ORDER_PAGES],
    // The back office's file of every icon (scripts/code-splitting.ts, office-icons), 10 KB.
    mustNotLoad: {
      file: /\/office-icons-[\w-]{8}\.js$/,
      why: 'an icon its pages draw is missing from web/src/public-order/icons.ts',
    },
  },
  { label: 'main app', html: 'index.html', budget: BACK_OFFICE_BUDGET, beforeDraw: [] },
];

/**
 * Scripts the HTML loads at once: the module entries and their modulepreload links. A link marked
 * with a language (the storefront's texts, docs/decisions/077) is one of several of which the server
 * keeps the page's language's only: the largest of them is counted.
 */
function htmlScripts(html) {
  const found = [];
  const languages = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attribute('type') === 'module' && attribute('src')) {
      found.push(attribute('src'));
    } else if (tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href')) {
      (attribute('data-language') ? languages : found).push(attribute('href'));
    }
  }
  const gzipped = (src) => gzipSync(readFileSync(path.join(WEB_DIR, src))).length;
  const largest = languages.sort((a, b) => gzipped(b) - gzipped(a))[0];
  return largest ? [...found, largest] : found;
}

/**
 * Static imports and re-exports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`,
 * `export*from"./x.js"`); `import("./x.js")` loads later and is not counted.
 */
function staticImports(code) {
  const pattern =
    /\b(?:import\s*(?:[\w$*{}\s,]*?\bfrom\s*)?|export\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*)["']([^"']+\.m?js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

/** Every JS file of the first load, as web paths (/assets/…), following imports between chunks. */
function firstLoad(htmlFile) {
  const entries = htmlScripts(readFileSync(path.join(WEB_DIR, htmlFile), 'utf8')).map(
    (src) => new URL(src, 'https://petal.invalid/').pathname,
  );
  return staticClosure(entries);
}

/** The files given and every file they import statically, as web paths. */
function staticClosure(webPaths) {
  const seen = new Set();
  const queue = [...webPaths];
  while (queue.length > 0) {
    const webPath = queue.shift();
    if (seen.has(webPath) || !webPath.endsWith('.js')) continue;
    seen.add(webPath);
    const code = readFileSync(path.join(WEB_DIR, webPath), 'utf8');
    for (const specifier of staticImports(code)) {
      queue.push(new URL(specifier, `https://petal.invalid${webPath}`).pathname);
    }
  }
  return [...seen];
}

/** The files the given files load through import(), as web paths. */
function dynamicImports(webPaths) {
  const found = new Set();
  for (const webPath of webPaths) {
    const code = readFileSync(path.join(WEB_DIR, webPath), 'utf8');
    for (const match of code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)) {
      found.add(new URL(match[1], `https://petal.invalid${webPath}`).pathname);
    }
  }
  return [...found];
}

const gzipSize = (webPath) => gzipSync(readFileSync(path.join(WEB_DIR, webPath))).length;

/**
 * What a page loads before it draws: its first load, then for each kind of file it waits for, the
 * largest choice with the files that choice adds. A kind the build no longer has is an error.
 */
function loadBeforeDraw(page) {
  const loaded = firstLoad(page.html);
  const outsideBudget = new Set();
  const html = readFileSync(path.join(WEB_DIR, page.html), 'utf8');
  for (const { kind, file, inBudget, namedInPage } of page.beforeDraw) {
    const choices = dynamicImports(loaded).filter((candidate) => file.test(candidate));
    if (choices.length === 0) throw new Error(`${page.label}: no ${kind} file loaded through import()`);
    const unnamed = namedInPage ? choices.filter((choice) => !html.includes(`"${choice}"`)) : [];
    if (unnamed.length > 0) throw new Error(`${page.html} does not ask for ${unnamed.join(', ')} at once`);
    const added = choices
      .map((choice) => staticClosure([choice]).filter((webPath) => !loaded.includes(webPath)))
      .map((files) => ({ files, gzip: files.reduce((sum, webPath) => sum + gzipSize(webPath), 0) }))
      .sort((a, b) => b.gzip - a.gzip)[0];
    loaded.push(...added.files);
    if (!inBudget) for (const webPath of added.files) outsideBudget.add(webPath);
  }
  return { loaded, outsideBudget };
}

/**
 * Every JS file a page can ever load, at once or on demand: any built file a reachable file names
 * (imports, `import()`, and the dependency lists the build writes for them).
 */
function everyLoad(htmlFile) {
  const seen = new Set();
  const queue = firstLoad(htmlFile);
  while (queue.length > 0) {
    const webPath = queue.shift();
    if (seen.has(webPath)) continue;
    seen.add(webPath);
    const code = readFileSync(path.join(WEB_DIR, webPath), 'utf8');
    for (const match of code.matchAll(/["'`/]([\w.-]+-[\w-]{8}\.js)["'`]/g)) {
      const file = `/assets/${match[1]}`;
      if (existsSync(path.join(WEB_DIR, file))) queue.push(file);
    }
  }
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(path.join(WEB_DIR, 'index.html'))) {
  console.error('No build in dist/web: run `npx vite build` (or `npm run build:web`) first.');
  process.exit(2);
}

let failed = false;
for (const page of pages) {
  if (!existsSync(path.join(WEB_DIR, page.html))) {
    console.error(`${page.label}: dist/web/${page.html} is missing`);
    failed = true;
    continue;
  }
  const { loaded, outsideBudget } = loadBeforeDraw(page);
  const files = loaded.map((webPath) => {
    const code = readFileSync(path.join(WEB_DIR, webPath));
    return { webPath, raw: code.length, gzip: gzipSync(code).length, inBudget: !outsideBudget.has(webPath) };
  });
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const held = files.filter((file) => file.inBudget).reduce((sum, file) => sum + file.gzip, 0);
  const over = page.budget !== undefined && held > page.budget;
  const heldPart = held === gzip ? '' : `${kb(held)} of it `;
  const budget =
    page.budget === undefined
      ? ''
      : ` (${heldPart}against the budget of ${kb(page.budget)}${over ? ': OVER' : ''})`;
  console.log(
    `${page.label} (${page.html}): ${kb(gzip)} gzipped JS, ${kb(raw)} raw, ${files.length} files${budget}`,
  );
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${kb(file.gzip).padStart(9)}  ${file.webPath}${file.inBudget ? '' : ' (texts, outside the budget)'}`,
    );
  }
  if (over) failed = true;
  const unwanted = page.mustNotLoad && loaded.find((webPath) => page.mustNotLoad.file.test(webPath));
  if (unwanted) {
    console.error(`${page.label} loads ${unwanted} before it draws: ${page.mustNotLoad.why}`);
    failed = true;
  }
}
// The back office's entry starts the app wherever it runs: a customer page that reached it, even
// on demand, would turn into the back office (a shared file importing it is enough).
const appEntries = htmlScripts(readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8')).filter((src) =>
  /\/assets\/main-/.test(src),
);
for (const page of pages.filter((candidate) => candidate.html !== 'index.html')) {
  if (!existsSync(path.join(WEB_DIR, page.html))) continue;
  const reached = everyLoad(page.html);
  const leaked = appEntries.filter((entry) => reached.has(entry));
  if (leaked.length > 0) {
    console.error(
      `${page.label} can load the back office's entry (${leaked.join(', ')}): split the shared file`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
