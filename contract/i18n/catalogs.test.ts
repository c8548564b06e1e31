import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/*
 * The customer's languages (docs/decisions/042): every text has its German, the catalogs hold what
 * the code says today, and the compiled catalogs the pages load are those of the .po files.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const compiled: Record<
  'customer' | 'mails' | 'office',
  Record<'en' | 'de', () => Promise<{ messages: Messages }>>
> = {
  customer: { en: () => import('./customer/en'), de: () => import('./customer/de') },
  mails: { en: () => import('./mails/en'), de: () => import('./mails/de') },
  office: { en: () => import('./office/en'), de: () => import('./office/de') },
};

async function readCatalog(name: string, locale: 'en' | 'de') {
  const filename = `${root}/contract/i18n/${name}/${locale}.po`;
  return formatter().parse(await readFile(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
}

/** The names between braces, ICU's arguments: "{zipcode}", "{count, plural, …}" → zipcode, count. */
const argumentsOf = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(['customer', 'mails', 'office'] as const)('the %s catalog', (name) => {
  it('has a German text for every English one, with the same placeholders', async () => {
    const german = await readCatalog(name, 'de');
    const english = await readCatalog(name, 'en');
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    const untranslated = Object.entries(german)
      .filter(([, entry]) => !entry.obsolete && !entry.translation?.trim())
      .map(([id]) => id);
    expect(untranslated, 'texts without German: translate them in the .po file').toEqual([]);
    for (const [id, entry] of Object.entries(german)) {
      expect(argumentsOf(entry.translation ?? ''), `placeholders of "${id}"`).toEqual(argumentsOf(id));
    }
  });

  it.each(['en', 'de'] as const)(
    'is compiled as its %s .po file says (npm run i18n:compile)',
    async (locale) => {
      const catalog = await readCatalog(name, locale);
      const { messages } = await compiled[name][locale]();
      const expected = Object.fromEntries(
        Object.entries(catalog).map(([id, entry]) => [id, compileMessage(entry.translation || id)]),
      );
      expect(messages).toEqual(expected);
    },
  );
});

it('holds every text of the code, and no other (npm run i18n:extract)', { timeout: 60_000 }, async () => {
  const lingui = `${root}/node_modules/@lingui/cli/dist/lingui.js`;
  const run = promisify(execFile);
  const result = await run(process.execPath, [lingui, 'check', 'sync', '--clean', '--workers', '1'], {
    cwd: root,
  }).catch((error: { stdout: string; stderr: string }) => error);
  expect(`${result.stdout}${result.stderr}`).toContain('PASS sync');
});
