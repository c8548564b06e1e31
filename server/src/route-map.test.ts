import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './test/test-app';

/*
 * docs/architecture.md lists which server module serves which URL. The list is generated from the
 * app's routes; this test fails when it is out of date. Rewrite it with
 *   UPDATE_ROUTE_MAP=1 npx vitest run server/src/route-map.test.ts
 */

const t = setupTestApp();
const DOC = path.resolve(import.meta.dirname, '../../docs/architecture.md');
const MODULES = path.resolve(import.meta.dirname, 'modules');
const START = '<!-- route-map:start -->';
const END = '<!-- route-map:end -->';

/** Each module's route paths as patterns: `${…}` in a template path stands for one segment. */
function routePatterns(): { module: string; pattern: RegExp }[] {
  const patterns: { module: string; pattern: RegExp }[] = [];
  for (const module of fs.readdirSync(MODULES)) {
    const folder = path.join(MODULES, module);
    const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.routes.ts'))) {
      const source = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const [, literal] of source.matchAll(/['`](\/api\/[^'`]*)['`]/g)) {
        const parts = (literal as string)
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^()|[\]\\]/g, '\\$&'));
        patterns.push({ module, pattern: new RegExp(`^${parts.join('[^/]+')}$`) });
      }
    }
  }
  return patterns;
}

async function routeTable(): Promise<string> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { summary?: string }>>;
  }>();
  const patterns = routePatterns();
  const rows: string[][] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    if (!openApiPath.startsWith('/api/')) continue;
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    const module = patterns.find(({ pattern }) => pattern.test(url))?.module ?? '?';
    for (const [method, operation] of Object.entries(operations)) {
      rows.push([module, method.toUpperCase(), `\`${url}\``, operation.summary ?? '']);
    }
  }
  rows.sort((a, b) => a.slice(0, 3).join(' ').localeCompare(b.slice(0, 3).join(' ')));
  const lines = ['| Module | Method | Path | What it does |', '|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
  return lines.join('\n');
}

describe('the route map in docs/architecture.md', () => {
  it('lists every API route with the module that serves it', async () => {
    const table = await routeTable();
    expect(
      table.split('\n').filter((line) => line.startsWith('| ? |')),
      'routes whose module could not be told',
    ).toEqual([]);
    const doc = fs.readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `docs/architecture.md has ${START} … ${END}`).toBeGreaterThan(-1);
    const current = doc.slice(start + START.length, end).trim();
    if (process.env.UPDATE_ROUTE_MAP && current !== table) {
      fs.writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`);
      return;
    }
    expect(current, 'run UPDATE_ROUTE_MAP=1 npx vitest run server/src/route-map.test.ts').toBe(table);
  });
});
