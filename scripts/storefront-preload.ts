import type { Plugin } from 'vite';
import { LANGUAGES } from '../contract/languages';

/** The faces the storefront's first screen draws in (web/src/storefront/fonts.ts), latin subset. */
const FIRST_FONTS = [
  /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/,
];
const CATALOG = /contract\/i18n\/customer\/(\w+)\.ts$/;

/**
 * The storefront's first screen waits for its script, then for its fonts and its language's texts,
 * which the browser found only once that script had run: a round trip more on a slow phone
 * (docs/decisions/077). store.html asks for them at once: the two fonts, and a modulepreload for
 * each language's catalog marked with its language, of which the server keeps the page's own
 * (server/src/modules/storefront/storefront-head.ts). A font or catalog the build no longer has
 * fails the build, so a rename cannot quietly undo this.
 */
export function storefrontPreload(): Plugin {
  return {
    name: 'petal-storefront-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!context.path.endsWith('/store.html') || !bundle) return html;
        const outputs = Object.values(bundle);
        const fonts = FIRST_FONTS.map((pattern) => {
          const font = outputs.find((output) => output.type === 'asset' && pattern.test(output.fileName));
          if (!font) throw new Error(`the build has no font matching ${pattern} to preload`);
          return font.fileName;
        });
        const catalogs = LANGUAGES.map((language) => {
          const chunk = outputs.find(
            (output) =>
              output.type === 'chunk' && CATALOG.exec(output.facadeModuleId ?? '')?.[1] === language,
          );
          if (!chunk) throw new Error(`the build has no customer catalog for ${language} to preload`);
          return { language, file: chunk.fileName };
        });
        return {
          html,
          tags: [
            ...fonts.map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
              injectTo: 'head' as const,
            })),
            ...catalogs.map(({ language, file }) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', href: `/${file}`, crossorigin: '', 'data-language': language },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}
