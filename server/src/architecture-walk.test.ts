import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md walks one storefront order through the code, naming files and the functions
 * in them. This keeps the walk true: every path it names exists, and every function it names next
 * to a file is declared in that file.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const guide = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const walk = guide.slice(guide.indexOf('## One request, walked through'), guide.indexOf('## Adding a'));
const PATH = /`((?:server|web|contract)\/[\w./-]+)`/g;
/** "`name` in `file`": a function the walk places in a file. */
const PLACED = /`(\w+)` in\s+`((?:server|web|contract)\/[\w./-]+\.ts)`/g;

describe('the request walked through in docs/architecture.md', () => {
  it('is there, and names files', () => {
    expect(walk.length).toBeGreaterThan(500);
    expect([...walk.matchAll(PATH)].length).toBeGreaterThan(10);
  });

  it('names only paths that exist', () => {
    const missing = [...walk.matchAll(PATH)]
      .map((match) => match[1] as string)
      .filter((named) => !fs.existsSync(path.join(ROOT, named)));
    expect(missing).toEqual([]);
  });

  it('places each function in the file that declares it', () => {
    const placed = [...walk.matchAll(PLACED)];
    expect(placed.length).toBeGreaterThan(8);
    const wrong = placed
      .filter(([, name, file]) => {
        const text = fs.existsSync(path.join(ROOT, file as string))
          ? fs.readFileSync(path.join(ROOT, file as string), 'utf8')
          : '';
        return !new RegExp(`(function|const|let)\\s+${name}\\b`).test(text);
      })
      .map(([, name, file]) => `${name} in ${file}`);
    expect(wrong).toEqual([]);
  });
});
