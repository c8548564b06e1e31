import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../../lib/errors';
import {
  MAX_DECLARED_BYTES,
  MAX_ENTRY_BYTES,
  MAX_INFLATED_BYTES,
  MAX_RATIO,
  MAX_ZIP_ENTRIES,
  tooLarge,
} from './limits';

/** What may still be inflated for this file, shared by every part read from it. */
export type Budget = { left: number };

export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
};

export const notReadable = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable Excel (.xlsx) file');

const unpacksTooLarge = () =>
  tooLarge('The spreadsheet unpacks to far more than a delivery note; save only the sheet you need');

/**
 * Opens a zip file and checks its central directory before a byte is inflated: the number of parts, each
 * part's declared size, the declared total and how tightly each large part is packed. Returns the
 * parts by lower-cased name (part names in a workbook are case-insensitive).
 */
export async function openZip(file: string): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  // Sizes are checked here and while streaming (readXmlEntry), so the library's own check is off:
  // it would stop a lying part with an error that says nothing about size.
  const zip = await yauzl
    .openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: false })
    .catch(() => {
      throw notReadable();
    });
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw unpacksTooLarge();
    const entries = new Map<string, Entry>();
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      const packed = Math.max(1, entry.compressedSize);
      const bomb = entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / packed > MAX_RATIO;
      if (entry.uncompressedSize > MAX_ENTRY_BYTES || declared > MAX_DECLARED_BYTES || bomb) {
        throw unpacksTooLarge();
      }
      entries.set(entry.fileName.replace(/^\//, '').toLowerCase(), entry);
    }
    return { zip, entries };
  } catch (error) {
    zip.close();
    throw error instanceof AppError ? error : notReadable();
  }
}

/**
 * Streams one part through the XML tokenizer. Inflated bytes are counted as they arrive: more than
 * the part declared, or more than the file's budget, stops the stream at once.
 */
export async function readXmlEntry(
  zip: ZipFile,
  entry: Entry,
  budget: Budget,
  handlers: XmlHandlers,
): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  const parser = new SaxesParser();
  // Workbook parts never carry a DTD; refusing one keeps entity tricks out.
  parser.on('doctype', () => {
    throw notReadable();
  });
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  const { open, text, close } = handlers;
  if (open) parser.on('opentag', (tag) => open(local(tag.name), tag.attributes as Record<string, string>));
  if (close) parser.on('closetag', (tag) => close(local(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }

  return new Promise<void>((resolve, reject) => {
    const decoder = new StringDecoder('utf8');
    let inflated = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stream.destroy();
      reject(error instanceof AppError ? error : notReadable());
    };
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      inflated += chunk.length;
      budget.left -= chunk.length;
      if (inflated > entry.uncompressedSize || budget.left < 0) return fail(unpacksTooLarge());
      try {
        parser.write(decoder.write(chunk));
      } catch (error) {
        fail(error);
      }
    });
    stream.on('error', fail);
    stream.on('end', () => {
      if (settled) return;
      try {
        parser.write(decoder.end());
        parser.close();
        settled = true;
        resolve();
      } catch (error) {
        fail(error);
      }
    });
  });
}

export const newBudget = (): Budget => ({ left: MAX_INFLATED_BYTES });
