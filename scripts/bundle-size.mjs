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

const pages = [
  { label: 'storefront', html: 'store.html', budget: STOREFRONT_BUDGET },
  { label: 'order page', html: 'order.html', budget: ORDER_PAGE_BUDGET },
  { label: 'main app', html: 'index.html', budget: BACK_OFFICE_BUDGET },
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
  const seen = new Set();
  const queue = htmlScripts(readFileSync(path.join(WEB_DIR, htmlFile), 'utf8')).map(
    (src) => new URL(src, 'https://petal.invalid/').pathname,
  );
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
  const files = firstLoad(page.html).map((webPath) => {
    const code = readFileSync(path.join(WEB_DIR, webPath));
    return { webPath, raw: code.length, gzip: gzipSync(code).length };
  });
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const over = page.budget !== undefined && gzip > page.budget;
  const budget = page.budget === undefined ? '' : ` (budget ${kb(page.budget)}${over ? ', OVER' : ''})`;
  console.log(
    `${page.label} (${page.html}): ${kb(gzip)} gzipped JS, ${kb(raw)} raw, ${files.length} files${budget}`,
  );
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.webPath}`);
  }
  if (over) failed = true;
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
