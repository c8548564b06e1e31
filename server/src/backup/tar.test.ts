import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, TarEntryTooLarge, tarHeader, writeTarEnd, writeTarEntry } from './tar';

async function pack(files: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (d: Buffer) => parts.push(d));
  for (const [name, data] of files) await writeTarEntry(out, name, data);
  await writeTarEnd(out);
  out.end();
  return Buffer.concat(parts);
}

/** The archive in pieces of `size` bytes, as a slow stream would deliver it. */
async function* inPieces(archive: Buffer, size: number) {
  for (let at = 0; at < archive.length; at += size) yield archive.subarray(at, at + size);
}

describe('tar', () => {
  const files: [string, Buffer][] = [
    ['petal-backup.json', Buffer.from('{"a":1}\n')],
    ['database/orders/000001.jsonl', Buffer.from('{"x":"ä🌷"}\n'.repeat(100))],
    ['empty.txt', Buffer.alloc(0)],
    // Too long, or not ASCII, for the plain header: the full name goes in a PAX record.
    [`files/uploads/${'a'.repeat(120)}.webp`, Buffer.alloc(1536, 7)],
    ['files/blüte.txt', Buffer.from('x')],
  ];

  it('reads back what it wrote, whatever the pieces the stream arrives in', async () => {
    const archive = await pack(files);
    for (const size of [1, 7, 511, 512, 513, 65536]) {
      const read: [string, Buffer][] = [];
      for await (const entry of readTar(inPieces(archive, size)))
        read.push([entry.name, await entry.read(1 << 20)]);
      expect(read).toEqual(files);
    }
  });

  it('skips entries left unread', async () => {
    const names: string[] = [];
    for await (const entry of readTar(inPieces(await pack(files), 100))) names.push(entry.name);
    expect(names).toEqual(files.map(([name]) => name));
  });

  it('throws on an archive cut short, instead of ending quietly', async () => {
    const archive = await pack(files);
    const read = async () => {
      for await (const entry of readTar(inPieces(archive.subarray(0, 1000), 64))) await entry.read(1 << 20);
    };
    await expect(read()).rejects.toThrow(/ends too early/);
  });

  it('refuses to read whole an entry larger than asked for, from its header, before reading it', async () => {
    const declared = 256 * 1024 * 1024;
    let pulled = 0;
    // A header that announces 256 MB, then as many zeros as the reader asks for.
    async function* huge() {
      yield tarHeader('petal-backup.json', declared);
      for (let left = declared; left > 0; left -= 65536) {
        pulled += 65536;
        yield Buffer.alloc(65536);
      }
    }
    const entries = readTar(huge());
    const first = await entries.next();
    if (first.done) throw new Error('no entry');
    await expect(first.value.read(1024 * 1024)).rejects.toThrow(TarEntryTooLarge);
    expect(pulled).toBeLessThan(1024 * 1024);
    await entries.return(undefined);
  });
});
