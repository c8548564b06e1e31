import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Money has one home (docs/decisions/048): cents become money and money cents only through the
 * helpers of contract/cents.ts and contract/money.ts. A `/ 100` or a cents helper of its own
 * anywhere else is how the books drifted apart before; this test finds one in any new file.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['contract', 'server/src', 'web/src'];

/** Where dividing by a hundred is not cents into money, each with why. */
const ALLOWED: Record<string, string> = {
  'contract/cents.ts': 'the conversion itself',
  'contract/money.ts': 'the conversion itself',
  'contract/discount-codes.ts': 'a percentage of an amount, rounded half up',
  'server/src/modules/payments/money-events.ts': 'the same conversion, in SQL, in the money module',
  'server/src/modules/stock/stock-mapping.ts': 'ten-thousandths of a unit cost to cents',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = FOLDERS.flatMap(sourceFiles).filter((file) => !file.startsWith('server/src/test/'));

describe('money has one home', () => {
  it('turns cents into money with the money helpers only (no `/ 100` elsewhere)', () => {
    const offenders = files
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
          .filter(
            ({ text }) => /\/\s*100\b(?![_\d])/.test(text) && !text.startsWith('//') && !text.startsWith('*'),
          ),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps no cents helper of its own outside contract/money.ts and contract/cents.ts', () => {
    // A function of its own (an arrow or a declaration) under a cents name; a variable holding an
    // amount in cents is fine.
    const names = '(?:cents|toCents|fromCents|centsOf|decimalToCents)';
    const helper = new RegExp(
      `\\bconst\\s+${names}\\s*=\\s*(?:\\([^)]*\\)|\\w+)\\s*(?::[^=]+)?=>|\\bfunction\\s+${names}\\s*\\(`,
    );
    const offenders = files
      .filter((file) => file !== 'contract/money.ts' && file !== 'contract/cents.ts')
      .filter((file) => helper.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
