import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Test files share their worker's modules (vitest.config.ts, isolate: false): a file that replaces
 * a module with vi.mock would leave it replaced for the files after it. Such files run in a
 * project of their own, named in the config's list; this test finds them.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

function testFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`);
}

describe('test files that replace modules', () => {
  it('run alone: each is in the config’s list of mocking tests, and no server test mocks', () => {
    const config = fs.readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8');
    const mocking = [...testFiles('web'), ...testFiles('server'), ...testFiles('contract')].filter((file) =>
      /\bvi\.(?:mock|doMock)\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    const web = mocking.filter((file) => file.startsWith('web/'));
    expect(mocking).toEqual(web);
    for (const file of web) expect(config, `${file} mocks a module`).toContain(`'${file}'`);
  });
});
