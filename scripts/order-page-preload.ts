import type { Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';

/** The order's two pages, each a file its page loads through import() (docs/decisions/080). */
const PAGES = {
  form: /[\\/]public-order[\\/]pages[\\/]public-order-page\.tsx$/,
  details: /[\\/]public-order[\\/]pages[\\/]public-order-details-page\.tsx$/,
};

/**
 * The order page's script asks for its form or its details page once it runs, a round trip after
 * the page's own files on a slow line. order.html asks for the files of the page its address names
 * at once, beside its own (those not loaded already), as modulepreload links an inline script adds:
 * which page it is, only the address tells. A page the build no longer has fails the build.
 */
export function orderPagePreload(): Plugin {
  return {
    name: 'petal-order-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!context.path.endsWith('/order.html') || !bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = context.chunk;
        if (!entry) throw new Error('the build has no entry for the order page');
        const atOnce = chunkClosure(bundle, entry);
        const files = Object.fromEntries(
          Object.entries(PAGES).map(([page, module]) => {
            const chunk = chunks.find((candidate) => module.test(candidate.facadeModuleId ?? ''));
            if (!chunk) throw new Error(`the build has no file for the order's ${page} page`);
            return [
              page,
              [...chunkClosure(bundle, chunk)].filter((name) => !atOnce.has(name)).map((name) => `/${name}`),
            ];
          }),
        );
        const script = [
          '(() => {',
          `const files = ${JSON.stringify(files)};`,
          // As order-app.tsx reads the address: /order/{uuid}/details, with or without a slash.
          `const page = /\\/details\\/?$/.test(location.pathname) ? files.details : files.form;`,
          'for (const href of page) {',
          `const link = document.createElement('link');`,
          `link.rel = 'modulepreload';`,
          'link.href = href;',
          'document.head.appendChild(link);',
          '}',
          '})();',
        ].join('\n');
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' as const }] };
      },
    },
  };
}
