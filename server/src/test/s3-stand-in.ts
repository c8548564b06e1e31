import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The one key pair the stand-in knows. */
export const STAND_IN_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3StandIn = {
  /** e.g. http://127.0.0.1:4100 */
  endpoint: string;
  bucket: string;
  /** The app's settings for the stand-in's bucket, under `prefix` when given. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) in this process, with one empty bucket, its objects in a
 * temporary folder. Port 0 takes a free one. It checks the access key id but not the signature of
 * an AWS v4 request, and cannot page a listing here (its page token needs DES, which Node 24's
 * OpenSSL leaves out by default): keep listings under 1 000 objects, or use startPagingS3StandIn.
 */
export async function startS3StandIn({ port = 0, bucket = 'petal-photos' } = {}): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return standIn(`http://127.0.0.1:${address.port}`, bucket, async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
}

/**
 * The same stand-in in a process of its own, which may use the DES cipher its listing pages need
 * (`--openssl-legacy-provider`): for tests of listings longer than a page.
 */
export async function startPagingS3StandIn({ bucket = 'petal-photos' } = {}): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-s3-'));
  const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      cli,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      '0',
      '-s',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the S3 stand-in did not start:\n${output}`)), 20_000);
    child.on('exit', () => reject(new Error(`the S3 stand-in stopped:\n${output}`)));
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        const listening = /listening on [\d.]+:(\d+)/.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      });
    }
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return standIn(`http://127.0.0.1:${port}`, bucket, close);
}

function standIn(endpoint: string, bucket: string, close: () => Promise<void>): S3StandIn {
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: STAND_IN_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: STAND_IN_KEYS.secretAccessKey,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    close,
  };
}
