import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/*
 * The little of the tar format (POSIX ustar) a backup needs: regular files, written one after the
 * other into a stream and read back the same way, so that neither side holds the archive in memory.
 */

const BLOCK = 512;

/** Writes `data` and waits when the stream asks for it (backpressure), so memory stays bounded. */
export async function writeChunk(out: Writable, data: Buffer): Promise<void> {
  if (!out.write(data)) await once(out, 'drain');
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** A ustar header; a name that does not fit is cut here and given whole in a PAX record before it (see writeTarEntry). */
export function tarHeader(name: string, size: number, type: '0' | 'x' = '0', mtime = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  header.write(fitsUstar(name) ? name : name.slice(-100), 0, 100, 'utf8');
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write(type, 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

const fitsUstar = (name: string) => Buffer.byteLength(name) <= 100 && /^[\x20-\x7e]*$/.test(name);

/** A PAX record `<length> path=<name>\n`, whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  return Buffer.from(`${length}${body}`);
}

/** Headers for a file: a PAX record first when the name is too long for the plain header. */
function headersFor(name: string, size: number): Buffer {
  if (fitsUstar(name)) return tarHeader(name, size);
  const pax = paxPath(name);
  return Buffer.concat([
    tarHeader('PaxHeader', pax.length, 'x'),
    pax,
    padding(pax.length),
    tarHeader(name, size),
  ]);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** One whole file from memory (small entries: manifests, batches of rows). */
export async function writeTarEntry(out: Writable, name: string, data: Buffer): Promise<void> {
  await writeChunk(out, headersFor(name, data.length));
  await writeChunk(out, data);
  await writeChunk(out, padding(data.length));
}

/** One file streamed from `source`, which must yield exactly `size` bytes (a file that changes meanwhile fails the backup). */
export async function writeTarStream(
  out: Writable,
  name: string,
  size: number,
  source: Readable,
): Promise<void> {
  await writeChunk(out, headersFor(name, size));
  let written = 0;
  for await (const chunk of source) {
    written += (chunk as Buffer).length;
    if (written > size) break;
    await writeChunk(out, chunk as Buffer);
  }
  if (written !== size) throw new Error(`${name} changed while it was being backed up`);
  await writeChunk(out, padding(size));
}

/** The end of an archive: two empty blocks. */
export const writeTarEnd = (out: Writable) => writeChunk(out, Buffer.alloc(BLOCK * 2));

/** A PAX record of ours names one file; the longest path a file system takes is 4 kB. */
const MAX_PAX_BYTES = 64 * 1024;

export class TarEntryTooLarge extends Error {
  constructor(name: string, size: number, maxBytes: number) {
    super(`the archive is damaged (${name} says it holds ${size} bytes; at most ${maxBytes} were expected)`);
  }
}

export type TarEntry = {
  name: string;
  size: number;
  /**
   * The entry's whole content, for small entries: one that says it holds more than `maxBytes` is
   * refused from its header, before a byte of it is read (a damaged or foreign archive may say
   * anything).
   */
  read(maxBytes: number): Promise<Buffer>;
  /** The entry's content piece by piece. */
  chunks(): AsyncGenerator<Buffer>;
};

/**
 * Reads a tar stream entry by entry. Each entry must be read (or left alone) before asking for the
 * next; what is left of it is skipped. An archive cut short throws instead of ending quietly.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteReader(source[Symbol.asyncIterator]());
  let longName: string | undefined;
  while (true) {
    const header = await bytes.take(BLOCK);
    if (header.every((b) => b === 0)) return;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const base = field(0, 100);
    const prefix = field(345, 155);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    if (!Number.isSafeInteger(size) || size < 0) throw new Error('the archive is damaged (bad entry size)');
    let left = size;
    const chunks = async function* () {
      while (left > 0) {
        const piece = await bytes.takeUpTo(left);
        left -= piece.length;
        yield piece;
      }
    };
    const entry: TarEntry = {
      name: longName ?? (prefix ? `${prefix}/${base}` : base),
      size,
      chunks,
      async read(maxBytes) {
        if (size > maxBytes) throw new TarEntryTooLarge(this.name, size, maxBytes);
        const parts: Buffer[] = [];
        for await (const piece of chunks()) parts.push(piece);
        return Buffer.concat(parts);
      },
    };
    if (type === 'x') {
      // A PAX record names the next file in full.
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec((await entry.read(MAX_PAX_BYTES)).toString('utf8'))?.[1];
    } else if (type === '0') {
      longName = undefined;
      yield entry;
    } else {
      // Only regular files are ours; anything else is skipped.
      longName = undefined;
    }
    while (left > 0) left -= (await bytes.takeUpTo(left)).length;
    await bytes.take(padding(size).length);
  }
}

/** Exact-size reads from a stream of chunks of any size. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<void> {
    const next = await this.source.next();
    if (next.done) throw new Error('the archive ends too early (is it complete?)');
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value;
  }

  async take(size: number): Promise<Buffer> {
    while (this.buffered.length < size) await this.fill();
    const out = this.buffered.subarray(0, size);
    this.buffered = this.buffered.subarray(size);
    return out;
  }

  async takeUpTo(size: number): Promise<Buffer> {
    if (this.buffered.length === 0) await this.fill();
    const out = this.buffered.subarray(0, Math.min(size, this.buffered.length));
    this.buffered = this.buffered.subarray(out.length);
    return out;
  }
}
