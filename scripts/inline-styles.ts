import type { Plugin } from 'vite';

/**
 * Writes the stylesheet into the given pages instead of linking it: on a phone on a slow network
 * the linked file cost the customer's order page a round trip before its first paint (2.4 → 2.0 s
 * in Lighthouse's mobile run, docs/performance.md), and the back office's index.html one before it
 * could show that it is loading (scripts/first-frame.tsx); the back office's repeat visits read the
 * page from its service worker's copy. The storefront keeps the link: its first paint
 * waits for its script, not its style, and the server keeps a copy of its page per shop, which
 * would grow thirtyfold. The stylesheet's own links (fonts) are absolute, so they read the same
 * from the page.
 */
export function inlineStyles(pages: string[]): Plugin {
  return {
    name: 'petal-inline-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!pages.some((page) => context.path.endsWith(`/${page}`)) || !context.bundle) return html;
        const bundle = context.bundle;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source);
            // A stylesheet never holds this, but should it, the page must not end its style early.
            if (/<\/style/i.test(css)) return link;
            // The app's loader asks for the stylesheets of a file it imports on demand unless the
            // page links them already: a disabled link names the sheet without fetching it, so the
            // page does not download again what it carries (12.5 KB on a slow phone).
            return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}
