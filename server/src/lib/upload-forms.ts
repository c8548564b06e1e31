import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

/**
 * A file of a form, written to a temporary file under DATA_DIR as it arrived (never held whole in
 * memory) and removed once the answer is sent (docs/decisions/016).
 */
export class UploadedFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}

  /** The first bytes, to tell the file's type by its content. */
  async head(bytes = 512): Promise<Buffer> {
    const handle = await fs.promises.open(this.path, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }
}

/** A form's file field in a route's body schema. */
export const fileField = (message: string) =>
  z.custom<UploadedFile>((value) => value instanceof UploadedFile, message);

/** A repeated file field arrives as a list of files, a single one as a file. */
export const fileList = (message: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : value instanceof UploadedFile ? [value] : value),
    z.array(fileField(message)),
  );

export type FormLimits = { fields: number; fieldSize: number; files: number; fileSize?: number };

const spooled = new WeakMap<FastifyRequest, string[]>();

/**
 * Reads multipart forms for the routes of this scope (JSON bodies are untouched): fields onto the
 * body, each file streamed to a temporary file and given as an UploadedFile. Fields, field size,
 * files, file size and parts are bounded; a file over `fileSize` answers 413.
 */
export function registerForms(app: FastifyInstance, dataDir: string, limits: FormLimits) {
  const folder = path.join(dataDir, 'tmp', 'uploads');
  const fileSize = limits.fileSize ?? 0;
  const megabytes = Math.round(fileSize / 1024 / 1024);

  async function spool(this: FastifyRequest, part: MultipartFile) {
    await fs.promises.mkdir(folder, { recursive: true });
    const file = path.join(folder, crypto.randomUUID());
    const list = spooled.get(this) ?? [];
    spooled.set(this, list);
    list.push(file);
    let size = 0;
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
    // Past the limit the parser stops passing bytes on and marks the stream as truncated.
    if (part.file.truncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is too large; use one under ${megabytes} MB`);
    }
    part.value = new UploadedFile(file, size);
  }

  async function removeSpooled(request: FastifyRequest) {
    const files = spooled.get(request);
    if (!files) return;
    spooled.delete(request);
    await Promise.allSettled(files.map((file) => fs.promises.rm(file, { force: true })));
  }

  app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    onFile: spool,
    limits: { ...limits, fileSize, parts: limits.fields + limits.files },
  });
  app.addHook('onResponse', removeSpooled);
  app.addHook('onRequestAbort', removeSpooled);
  // What a crash left behind; an hour old at least, so no other process's upload in progress.
  app.addHook('onReady', () => removeOlderThan(folder, 60 * 60 * 1000));
}

async function removeOlderThan(folder: string, ms: number) {
  const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > ms) await fs.promises.rm(file, { force: true });
  }
}
