import type { Language } from '@contract/languages';
import { legalPagePath } from '@contract/legal-pages';
import { storePath } from '@contract/product-url';
import type { I18n } from '@lingui/core';
import { escapeHtml } from '../storefront-head';

/*
 * The frame of a shop's imprint and privacy notice (docs/decisions/059): a page of plain HTML in
 * the storefront's colours, light or dark as the reader's system is, with no script, no font and
 * nothing from another host, so it reads the same with scripts off and sets nothing in the browser.
 * Every text that reaches it is escaped by the caller or here.
 */

const STYLE = `
:root{color-scheme:light dark;--bg:#faf7f2;--card:#fff;--fg:#1c2420;--muted:#5c6660;--line:#e6dfd3;--accent:#1f5c46}
@media (prefers-color-scheme:dark){:root{--bg:#0f1513;--card:#161e1b;--fg:#ebe8e1;--muted:#9aa6a0;--line:#2a3632;--accent:#7fc8a6}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}
header,main,footer{max-width:46rem;margin:0 auto;padding:0 1.25rem}
header{padding-top:1.5rem}
header a{color:var(--fg);text-decoration:none;font:600 1.25rem/1.3 ui-serif,Georgia,serif}
main{width:calc(100% - 1.5rem);margin-top:1.25rem;margin-bottom:1.5rem;padding:1.5rem 1.25rem;background:var(--card);border:1px solid var(--line);border-radius:1rem}
h1{margin:0 0 1rem;font:600 1.75rem/1.25 ui-serif,Georgia,serif}
h2{margin:1.5rem 0 .5rem;font-size:1.05rem}
p,ul,dl{margin:0 0 .75rem}
ul{padding-left:1.25rem}
dt{color:var(--muted);font-size:.875rem}
dd{margin:0 0 .75rem;overflow-wrap:anywhere}
a{color:var(--accent)}
.note{padding:.75rem 1rem;border-radius:.75rem;border:1px solid var(--line);color:var(--muted)}
footer{padding-bottom:2rem;text-align:center;font-size:.875rem;color:var(--muted)}
footer nav{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem 1.25rem}
footer nav a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px}
`;

export type LegalPageFrame = {
  language: Language;
  i18n: I18n;
  shop: { name: string; url: string };
  /** The page's heading and title, as plain text. */
  title: string;
  /** The page's body, HTML the caller escaped. */
  body: string;
};

/** The whole document, links to the shop and to both pages in the page's own language. */
export function legalPageHtml({ language, i18n, shop, title, body }: LegalPageFrame): string {
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const store = storePath(shop.url);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${title} · ${shop.name}`)}</title>
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<header>${link(store, shop.name)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
<footer><nav aria-label="${escapeHtml(i18n._('Legal'))}">
${link(store, i18n._('Back to the shop'))}
${link(legalPagePath(shop.url, 'imprint', language), i18n._('Imprint'))}
${link(legalPagePath(shop.url, 'privacy', language), i18n._('Privacy notice'))}
</nav></footer>
</body>
</html>
`;
}

/** A paragraph of escaped text. */
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
