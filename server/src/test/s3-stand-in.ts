import fs from 'node:fs';
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
 * an AWS v4 request, and cannot page a listing on Node 24 (its page token needs DES): keep listings
 * under 1 000 objects.
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
  const endpoint = `http://127.0.0.1:${address.port}`;
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
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
