import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries, written once for every folder (docs/decisions/057, docs/architecture.md):
 * a server module reaches another only through its one public entry (the `index.ts` at its top),
 * the modules are layered without a circle, a web feature imports no other feature, and the shared
 * web folders import nothing above them. A folder added tomorrow is held by the same rule without
 * anyone listing it.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
/** Static and dynamic imports, and the module a test replaces: every way a file names another. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bvi\.mock\(\s*|^import\s+)['"]([^'"]+)['"]/gm;

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && SOURCE.test(entry.name)
        ? [path.relative(ROOT, path.join(entry.parentPath, entry.name))]
        : [],
    );
}

/** Each relative import of `file`, as a path from the repository's root (without its extension). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] as string)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.join(path.dirname(file), specifier).replace(/\.(ts|tsx|js)$/, ''));
}

/** The folder directly under `base` a path belongs to (`orders` for server/src/modules/orders/x). */
const unitOf = (base: string, file: string) =>
  file.startsWith(`${base}/`) ? (file.slice(base.length + 1).split('/')[0] as string) : null;

/** What a file may not import, or null when the import is allowed. */
function refusal(file: string, target: string): string | null {
  const modules = 'server/src/modules';
  const [fromModule, toModule] = [unitOf(modules, file), unitOf(modules, target)];
  if (fromModule && toModule && fromModule !== toModule) {
    const entry = target === `${modules}/${toModule}` || target === `${modules}/${toModule}/index`;
    return entry ? null : `module ${fromModule} reaches into ${toModule}'s ${path.basename(target)}`;
  }
  const features = 'web/src/features';
  const [fromFeature, toFeature] = [unitOf(features, file), unitOf(features, target)];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature ${fromFeature} imports feature ${toFeature}`;
  }
  const shared = ['web/src/components', 'web/src/lib'].find((folder) => file.startsWith(`${folder}/`));
  if (shared) {
    const above = ['web/src/features', 'web/src/app', 'web/src/public-order', 'web/src/storefront'];
    if (shared === 'web/src/lib') above.push('web/src/components');
    const reached = above.find((folder) => target.startsWith(`${folder}/`));
    if (reached) return `${shared} imports ${reached}`;
  }
  return null;
}

/** Which modules each module's own code (tests and their set-up left out) imports. */
function moduleGraph(files: string[]): Map<string, Set<string>> {
  const modules = 'server/src/modules';
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = unitOf(modules, file);
    if (
      !from ||
      file.includes('.test.') ||
      /from 'vitest'/.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))
    ) {
      continue;
    }
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const to = unitOf(modules, target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A circle of modules (`a → b → a`), or null when they are layered. */
function moduleCircle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string): string[] | null => {
    const back = path.indexOf(module);
    if (back >= 0) return [...path.slice(back), module];
    if (done.has(module)) return null;
    path.push(module);
    for (const next of graph.get(module) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(module);
    return null;
  };
  for (const module of [...graph.keys()].sort()) {
    const circle = visit(module);
    if (circle) return circle;
  }
  return null;
}

describe('import boundaries', () => {
  const files = [...filesUnder('server/src'), ...filesUnder('web/src')];

  it('holds for every file', () => {
    const broken = files.flatMap((file) =>
      importsOf(file).flatMap((target) => {
        const why = refusal(file, target);
        return why ? [`${file}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('layers the server modules: no module reaches back to one that needs it', () => {
    expect(moduleCircle(moduleGraph(files))?.join(' → ') ?? null).toBeNull();
  });

  it('finds a circle of modules when there is one', () => {
    const graph = new Map([
      ['orders', new Set(['payments', 'audit'])],
      ['payments', new Set(['invoices'])],
      ['invoices', new Set(['orders'])],
      ['audit', new Set<string>()],
    ]);
    expect(moduleCircle(graph)).toEqual(['invoices', 'orders', 'payments', 'invoices']);
    graph.get('invoices')?.delete('orders');
    expect(moduleCircle(graph)).toBeNull();
  });

  it('refuses what it should (the rule can fail)', () => {
    expect(refusal('server/src/modules/orders/a.ts', 'server/src/modules/stock/stock-rows')).toMatch(
      /reaches into stock/,
    );
    expect(refusal('server/src/modules/orders/sub/a.ts', 'server/src/modules/stock/x.service')).toMatch(
      /reaches into stock's x.service/,
    );
    expect(refusal('server/src/modules/orders/sub/a.ts', 'server/src/modules/stock')).toBeNull();
    expect(refusal('server/src/modules/orders/a.ts', 'server/src/modules/stock/index')).toBeNull();
    expect(refusal('web/src/features/orders/a.tsx', 'web/src/features/stock/b')).toMatch(/imports feature/);
    expect(refusal('web/src/lib/a.ts', 'web/src/components/ui/button')).toMatch(
      /imports web\/src\/components/,
    );
    expect(refusal('web/src/components/a.tsx', 'web/src/lib/b')).toBeNull();
    expect(importsOf('server/src/modules/orders/counter/counter.service.ts')).toContain(
      'server/src/modules/audit',
    );
  });
});
