import type { Entry, ZipFile } from 'yauzl';
import { AppError, fieldError } from '../../../lib/errors';
import { MAX_SHARED_STRINGS, tooLarge } from './limits';
import { readSheet } from './read-sheet';
import type { Table } from './read-table';
import { type Budget, newBudget, notReadable, openZip, readXmlEntry } from './zip-xml';

/**
 * Reads the first sheet that has rows from an .xlsx file, streaming each part (workbook, shared
 * strings, sheet) through a bounded reader; see limits.ts for the bounds.
 */
export async function readXlsx(file: string): Promise<Table> {
  const { zip, entries } = await openZip(file);
  try {
    const budget = newBudget();
    const { sheets, sharedStrings } = await findParts(zip, entries, budget);
    const stringsEntry = entries.get(sharedStrings);
    const strings = stringsEntry ? await readSharedStrings(zip, stringsEntry, budget) : [];
    for (const path of sheets) {
      const entry = entries.get(path);
      if (!entry) continue;
      const rows = await readSheet(zip, entry, budget, strings);
      if (rows.length > 0) return rows;
    }
    if (sheets.length === 0) throw notReadable();
    throw fieldError('file', 'The file is empty');
  } catch (error) {
    throw error instanceof AppError ? error : notReadable();
  } finally {
    zip.close();
  }
}

/** The sheets in the workbook's order and the shared strings part, from the workbook and its links. */
async function findParts(zip: ZipFile, entries: Map<string, Entry>, budget: Budget) {
  const ids: string[] = [];
  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedstrings.xml';
  const workbook = entries.get('xl/workbook.xml');
  const links = entries.get('xl/_rels/workbook.xml.rels');
  if (workbook && links) {
    await readXmlEntry(zip, workbook, budget, {
      open(name, attributes) {
        const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
        if (name === 'sheet' && id && ids.length < 1000) ids.push(id);
      },
    });
    await readXmlEntry(zip, links, budget, {
      open(name, { Id, Target, Type }) {
        if (name !== 'Relationship' || !Id || !Target) return;
        // Targets are relative to xl/ unless they start at the package's root.
        const path = (Target.startsWith('/') ? Target.slice(1) : `xl/${Target}`).toLowerCase();
        if (Type?.endsWith('/sharedStrings')) sharedStrings = path;
        else targets.set(Id, path);
      },
    });
  }
  const sheets = ids.flatMap((id) => targets.get(id) ?? []);
  if (sheets.length > 0) return { sheets, sharedStrings };
  // Without a readable workbook part, the sheets by their number.
  const byNumber = [...entries.keys()]
    .map((path) => ({ path, n: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(path)?.[1] }))
    .filter((part) => part.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n));
  return { sheets: byNumber.map((part) => part.path), sharedStrings };
}

/** The workbook's shared strings (`<si>`), each the text of its runs without phonetic hints. */
async function readSharedStrings(zip: ZipFile, entry: Entry, budget: Budget): Promise<string[]> {
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await readXmlEntry(zip, entry, budget, {
    open(name) {
      if (name === 'si') {
        if (strings.length >= MAX_SHARED_STRINGS) {
          throw tooLarge(`The file holds more than ${MAX_SHARED_STRINGS} different texts`);
        }
        current = [];
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && current && phonetic === 0) inText = true;
    },
    text(text) {
      if (inText && current) current.push(text);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current) {
        strings.push(current.join(''));
        current = null;
      }
    },
  });
  return strings;
}
