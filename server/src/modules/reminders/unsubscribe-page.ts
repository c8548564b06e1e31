import type { Language } from '@contract/languages';
import { storePath } from '@contract/product-url';
import { mailI18n } from '../../lib/mail-i18n';

/*
 * The page an unsubscribe link opens (docs/decisions/065): plain HTML written here, in the mail's
 * language, light or dark as the reader's system is, with no script and nothing from another host.
 * A GET only shows it (mail scanners open links); its button posts to the same address, as a mail
 * program's one-click button does (RFC 8058).
 */

const STYLE = `
:root{color-scheme:light dark;--bg:#faf7f2;--card:#fff;--fg:#1c2420;--muted:#5c6660;--line:#e6dfd3;--accent:#1f5c46;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f1513;--card:#161e1b;--fg:#ebe8e1;--muted:#9aa6a0;--line:#2a3632;--accent:#7fc8a6;--on-accent:#0f1513}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:32rem;width:calc(100% - 1.5rem);margin:2rem auto;padding:1.5rem 1.25rem;background:var(--card);border:1px solid var(--line);border-radius:1rem}
h1{margin:0 0 .75rem;font:600 1.5rem/1.3 ui-serif,Georgia,serif}
p{margin:0 0 1rem}
a{color:var(--accent)}
form{margin:0 0 1.25rem}
button{min-height:44px;padding:.6rem 1.2rem;border:0;border-radius:.75rem;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
`;

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

type PageFacts = { language: Language; shopName: string; shopUrl: string };

function page(language: Language, title: string, body: string) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const shopLink = (facts: PageFacts) =>
  `<p><a href="${escapeHtml(storePath(facts.shopUrl))}">${escapeHtml(facts.shopName)}</a></p>`;

/** Still subscribed: what the button does, and the button. */
export function unsubscribeAskPage(facts: PageFacts): string {
  const i18n = mailI18n(facts.language);
  return page(
    facts.language,
    i18n._('Unsubscribe from reminders'),
    `<p>${escapeHtml(i18n._('After you unsubscribe, {shop} sends you no more occasion reminders.', { shop: facts.shopName }))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(i18n._('Unsubscribe'))}</button></form>
${shopLink(facts)}`,
  );
}

/** Done (now or before): nothing more to do. */
export function unsubscribedPage(facts: PageFacts): string {
  const i18n = mailI18n(facts.language);
  return page(
    facts.language,
    i18n._('You are unsubscribed'),
    `<p role="status">${escapeHtml(i18n._('{shop} will send you no more occasion reminders. Your orders are not affected.', { shop: facts.shopName }))}</p>
${shopLink(facts)}`,
  );
}

/** A link that names no reminder of this shop. */
export function unknownLinkPage(language: Language): string {
  const i18n = mailI18n(language);
  return page(
    language,
    i18n._('This link is not valid'),
    `<p>${escapeHtml(i18n._('Copy the whole link from the e-mail into your browser.'))}</p>`,
  );
}
