import type { Language } from '@contract/languages';
import { PRODUCT_CARD_SIZES, photoSrcSet, type SizedPhoto } from '@contract/storefront-photos';

/*
 * What a storefront page says before its script runs: the title, description and preview tags that
 * link previews and search engines read, and schema.org data (docs/decisions/041). Every value is
 * user input (shop and product names), so each one is escaped for where it goes.
 */

/** Text for an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * JSON inside <script type="application/ld+json">: `<` is written as \u003c, so no `</script>` or
 * `<!--` in a name can end the block; U+2028/9 likewise, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line, at most `max` characters, cut at a word where it can be. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type PageHead = {
  /** The language the page is served in: `<html lang>` and the description are in it. */
  language: Language;
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute, or null when there is no photo. */
  image: string | null;
  type: 'website' | 'product';
  siteName: string;
  /** False for pages that must stay out of search results (an unknown shop or product). */
  index: boolean;
  jsonLd: unknown | null;
  /**
   * The photo of the grid's first card, which a phone's first screen waits for most (its largest
   * element): asked for with the page instead of once the page's script has drawn the grid.
   */
  firstPhoto?: SizedPhoto | null;
};

/** A preload of the grid's first photo, naming the same candidates as its <img> (contract/storefront-photos.ts). */
function photoPreload(photo: SizedPhoto): string {
  const srcset = photoSrcSet(photo);
  const candidates = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(PRODUCT_CARD_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(photo.thumb_url)}"${candidates} fetchpriority="high" />`;
}

/** The tags, one a line, for the page's <head>. */
export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (!head.index) lines.push(meta('name', 'robots', 'noindex'));
  else lines.push(`<link rel="canonical" href="${escapeHtml(head.url)}" />`);
  lines.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
  );
  if (head.image) lines.push(meta('property', 'og:image', head.image));
  lines.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) lines.push(meta('name', 'twitter:image', head.image));
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  if (head.firstPhoto) lines.push(photoPreload(head.firstPhoto));
  return lines.join('\n    ');
}

/** The build's preloads of each language's texts (scripts/storefront-preload.ts), one a line. */
const CATALOG_PRELOAD = /[ \t]*<link\b[^>]*\bdata-language="([^"]*)"[^>]*>[ \t]*\n?/gi;

/** The template with the texts of `language` preloaded, and of no other (null: none). */
export const withCatalogOf = (template: string, language: Language | null): string =>
  template.replace(CATALOG_PRELOAD, (link, linked: string) => (linked === language ? link : ''));

/**
 * The built store.html in the page's language, its generic title and description replaced by the
 * page's own head.
 * The template is the build's, so it is trusted; only `head` carries user input, escaped above.
 */
export function pageWithHead(template: string, head: PageHead): string {
  const stripped = withCatalogOf(template, head.language)
    .replace(/<html\b[^>]*>/i, (tag) =>
      tag
        .replace(/\s+lang="[^"]*"/i, '')
        .replace(/^<html/i, () => `<html lang="${escapeHtml(head.language)}"`),
    )
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function, not a string: in a replacement string `$&`, `$\`` and `$'` in a shop's or a
  // product's name would splice pieces of the page into it.
  return stripped.replace(/<\/head>/i, () => `  ${renderHead(head)}\n  </head>`);
}

/** A sitemap (sitemaps.org): addresses and when each last changed, escaped as XML text. */
export function sitemapXml(entries: { loc: string; lastmod: string }[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(entry.loc)}</loc><lastmod>${escapeHtml(entry.lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
