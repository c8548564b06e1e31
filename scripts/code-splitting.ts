import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/*
 * How the build splits the code of the three pages into files (vite.config.ts): what the customer's
 * pages load at once, and the back office's first screen.
 */

/**
 * Files that a page imports through import() and waits for before its first draw: the customer's
 * order page loads the form or the details page so (docs/decisions/080). What they reach counts as
 * loaded at once by that page, as if imported statically: grouped as before the pages were split.
 */
const DRAWN_AT_ONCE = [/[\\/]public-order[\\/]pages[\\/]order-pages\.ts$/];

/** The icons of the order's pages, each imported from its own module there. */
const ORDER_ICONS = /[\\/]public-order[\\/]icons\.ts$/;

const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Which of the three pages reach a module, following its importers upward. Without `onDemand`,
 * static imports alone (and the imports of DRAWN_AT_ONCE): which pages load it at once, and
 * 'on demand' where it is reached from the start of an area loaded through import(). With
 * `onDemand`, through import() too: which pages can ever load it (a customer page must never load
 * the back office's files: they import the app's own entry, which would start the app on that page).
 */
function pagesReaching(
  ctx: ChunkingContext,
  id: string,
  memo: Map<string, Set<string>>,
  onDemand: boolean,
): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const pages = new Set<string>();
  memo.set(id, pages); // an import cycle ends here
  const info = ctx.getModuleInfo(id);
  const dynamicImporters = (info?.dynamicImporters ?? []).filter(
    (importer) => onDemand || DRAWN_AT_ONCE.some((loader) => loader.test(importer)),
  );
  const importers = [...(info?.importers ?? []), ...dynamicImporters];
  if (info?.isEntry) pages.add(path.basename(id));
  else if (!onDemand && info && importers.length === 0) pages.add('on demand');
  for (const importer of importers) {
    for (const page of pagesReaching(ctx, importer, memo, onDemand)) pages.add(page);
  }
  return pages;
}

/**
 * The back office's first screen: the shell, the orders list and what asks for the list's data,
 * each a module the app loads on demand.
 */
const FIRST_SCREEN = [
  /[\\/]app[\\/]shell[\\/]app-shell\.tsx$/,
  /[\\/]orders[\\/]pages[\\/]orders-page(-data\.ts|\.tsx)$/,
];

/** Whether the back office's first screen reaches a module through static imports alone. */
function onFirstScreen(ctx: ChunkingContext, id: string, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // an import cycle ends here
  const reached =
    FIRST_SCREEN.some((root) => root.test(id)) ||
    (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => onFirstScreen(ctx, importer, memo));
  memo.set(id, reached);
  return reached;
}

/**
 * How the build splits the code into files, for the pages customers open on a phone, where every
 * file costs a round trip (HTTP/1.1, six at a time) before the page can draw:
 * - React (with the module preload polyfill, the dynamic-import helper and the class-name helper, each
 *   under 1 KB and used by every page): one file every page loads at once, cached across pages.
 * - The icons some page shows at once: one file (the icon library would otherwise give each icon a
 *   file of its own; module tags see through its index, which the import graph does not). The
 *   order's pages are loaded through import(), which the tags do not follow: their icons are the
 *   ones web/src/public-order/icons.ts imports, in a file of their own.
 * - What the customer's order page shares only with the app's on-demand areas (form pieces,
 *   money): one file, instead of one per piece. Whatever the app's or the storefront's first load
 *   also needs stays in the automatic split, so neither grows.
 * - What the storefront and the order page both load at once and the app does not (translations,
 *   money, the shop's formats): one file, instead of ten under 2 KB each (fewer round trips, and
 *   one gzip stream compresses them better).
 */
export function codeSplitting() {
  let memo = new Map<string, Set<string>>();
  let reached = new Map<string, Set<string>>();
  let firstScreen = new Map<string, boolean>();
  let pass: ChunkingContext | null = null;
  const sharedGroup = (id: string, ctx: ChunkingContext): string | null => {
    if (ctx !== pass) [memo, reached, firstScreen, pass] = [new Map(), new Map(), new Map(), ctx];
    const pages = pagesReaching(ctx, id, memo, false);
    const onDemandOnly = pages.size === 1 && pages.has('on demand');
    const backOfficeOnly = [...pagesReaching(ctx, id, reached, true)].every((page) => page === 'index.html');
    if (onDemandOnly && backOfficeOnly && onFirstScreen(ctx, id, firstScreen)) return 'office-first';
    const onlyOrderPageAtOnce =
      pages.has('order.html') && !pages.has('index.html') && !pages.has('store.html');
    if (onlyOrderPageAtOnce && pages.has('on demand')) return 'order-shared';
    const bothCustomerPagesAtOnce =
      pages.has('order.html') && pages.has('store.html') && !pages.has('index.html');
    return bothCustomerPagesAtOnce ? 'customer-shared' : null;
  };
  return {
    groups: [
      {
        name: 'react',
        test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]|modulepreload-polyfill|preload-helper|react-sync-store/,
        priority: 3,
      },
      {
        name: (id: string, ctx: ChunkingContext) =>
          ICON.test(id) && ctx.getModuleInfo(id)?.importers.some((importer) => ORDER_ICONS.test(importer))
            ? 'order-icons'
            : null,
        priority: 2.5,
      },
      {
        name: 'first-icons',
        test: ICON,
        tags: ['$initial' as const],
        priority: 2,
      },
      {
        // Every other icon in one file (8.5 KB), which the back office's first screen asks for at
        // once: where each is used cannot be told through the library's index, and a file per
        // icon of a few hundred bytes cost the first screen a round trip each.
        name: 'office-icons',
        test: ICON,
        priority: 1.5,
      },
      { name: sharedGroup, priority: 1, includeDependenciesRecursively: false },
    ],
  };
}
