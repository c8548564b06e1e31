import type { Plugin } from 'vite';
import { SESSION_HINT_COOKIE } from '../contract/cookies';

/**
 * The back office's first screen (the shell and the orders list) is code the app loads on demand,
 * found only once the app's own script has run (scripts/code-splitting.ts: `office-first`, `office-icons`).
 * For someone signed in (the session cookie's hint) opening the back office, index.html asks for
 * those files at once, beside the app's script, instead of a round trip later; a visitor of the
 * landing page or the sign-in page never downloads them. The script is inline, so the server pins
 * it by its hash (server/src/lib/security-headers.ts).
 */
export function firstScreenPreload(chunkNames: string[]): Plugin {
  return {
    name: 'petal-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!context.path.endsWith('/index.html') || !bundle) return html;
        const files = chunkNames.map((name) => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.name === name && !output.isEntry,
          );
          if (!chunk) throw new Error(`the build has no ${name} chunk to preload`);
          return `/${chunk.fileName}`;
        });
        const script = [
          // As web/src/lib/session-cookie.ts reads it.
          `if (document.cookie.split(';').some((part) => part.trim().startsWith('${SESSION_HINT_COOKIE}='))`,
          `&& location.pathname.startsWith('/intern')) {`,
          `for (const href of ${JSON.stringify(files)}) {`,
          `const link = document.createElement('link');`,
          `link.rel = 'modulepreload';`,
          `link.href = href;`,
          // Tells these apart from the ones the app adds itself on demand (e2e/shell.spec.ts).
          `link.dataset.firstScreen = '';`,
          `document.head.appendChild(link);`,
          `}`,
          `}`,
        ].join(' ');
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}
