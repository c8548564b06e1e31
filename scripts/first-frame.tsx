import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { PageSpinner } from '../web/src/components/ui/spinner';

/**
 * index.html draws what the app draws first (the router's fallback while the first page's code and
 * data load: web/src/app/router.tsx) before any script has arrived. On a phone on a slow network
 * the page stayed blank for the two seconds its scripts took to arrive; it shows that it is loading
 * now from its first paint, and React puts the same markup in its place.
 */
export function firstFrame(): Plugin {
  return {
    name: 'petal-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.path.endsWith('/index.html')) return html;
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error('index.html has no empty #root to draw the first frame in');
        return html.replace(root, `<div id="root">${renderToStaticMarkup(createElement(PageSpinner))}</div>`);
      },
    },
  };
}
