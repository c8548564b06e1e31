import type { Plugin } from 'vite';
import { SESSION_HINT_COOKIE, SESSION_REFRESH_PATH } from '../contract/cookies';
import { chunkClosure } from './chunk-closure';

/**
 * The back office's first screen (the shell and the orders list) is code the app loads on demand,
 * found only once the app's own script has run (scripts/code-splitting.ts: `office-first`, `office-icons`).
 * For someone signed in (the session cookie's hint) opening the back office, index.html asks for
 * those files at once, beside the app's script, instead of a round trip later; a visitor of the
 * landing page or the sign-in page never downloads them. The files they import are asked for too
 * (the browser fetches a preloaded module alone, and found them a round trip later), and the
 * script stands before the stylesheet, which would hold it until the stylesheet had arrived. The
 * script is inline, so the server pins it by its hash (server/src/lib/security-headers.ts).
 */
export function firstScreenPreload(chunkNames: string[]): Plugin {
  return {
    name: 'petal-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const entry = context.chunk;
        if (!context.path.endsWith('/index.html') || !bundle || !entry) return html;
        const atOnce = chunkClosure(bundle, entry);
        const files = new Set<string>();
        for (const name of chunkNames) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.name === name && !output.isEntry,
          );
          if (chunk?.type !== 'chunk') throw new Error(`the build has no ${name} chunk to preload`);
          for (const file of chunkClosure(bundle, chunk)) if (!atOnce.has(file)) files.add(`/${file}`);
        }
        const script = [
          // As web/src/lib/session-cookie.ts reads it.
          `if (document.cookie.split(';').some((part) => part.trim().startsWith('${SESSION_HINT_COOKIE}='))`,
          `&& location.pathname.startsWith('/intern')) {`,
          `for (const href of ${JSON.stringify([...files])}) {`,
          `const link = document.createElement('link');`,
          `link.rel = 'modulepreload';`,
          `link.href = href;`,
          // Tells these apart from the ones the app adds itself on demand (e2e/shell.spec.ts).
          `link.dataset.firstScreen = '';`,
          `document.head.appendChild(link);`,
          `}`,
          // The session's refresh too, which the app would ask for only once its files had arrived
          // and run (web/src/lib/current-session.ts takes this answer). Caught here so that a failure
          // is not reported before the app reads it.
          `const refresh = fetch('${SESSION_REFRESH_PATH}', { method: 'POST', credentials: 'include' });`,
          `refresh.catch(() => {});`,
          `window.petalEarlyRefresh = refresh;`,
          `}`,
        ].join(' ');
        const appScript = html.indexOf('<script type="module"');
        if (appScript < 0) throw new Error('index.html has no module script to preload beside');
        return `${html.slice(0, appScript)}<script>${script}</script>\n    ${html.slice(appScript)}`;
      },
    },
  };
}
