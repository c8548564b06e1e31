import type { S3Settings } from './s3-settings';
import { assertKey, type FileStorage, isValidKey, StorageError } from './storage';

/** Requests that take longer have failed; the SDK tries a failed request up to three times in all. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Far above any photo the pipeline writes (2048 px WebP); a larger object is not one of ours. */
const MAX_OBJECT_BYTES = 32 * 1024 * 1024;

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };

/**
 * The same three calls on an S3-compatible bucket (AWS S3, MinIO, R2 …), so that every app machine
 * reads and writes one set of files. An object is written whole by one request: readers see the old
 * object or the new one, as with the folder.
 */
export async function createS3Storage(
  settings: S3Settings,
  /** Keys per listing request; the store's own (1 000 on AWS) unless given (tests that page). */
  { listPageSize }: { listPageSize?: number } = {},
): Promise<FileStorage> {
  // Loaded only here: the SDK's memory is not paid by a single machine that keeps photos on disk.
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;

  /**
   * Our own error, naming the call, the key and what the store answered: the SDK's error carries
   * the whole exchange, and a status below 500 on it would be taken for the client's mistake.
   */
  const failed = (call: string, key: string, error: unknown) => {
    const { name = 'Error', $metadata } = (error ?? {}) as SdkError;
    const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
    return new StorageError(`S3 ${call} of ${key} in bucket ${Bucket} failed: ${name}${status}`);
  };

  return {
    async put(key, data, contentType) {
      assertKey(key);
      const input = { Bucket, Key: objectKey(key), Body: data, ContentType: contentType };
      await client.send(new s3.PutObjectCommand(input)).catch((error) => {
        throw failed('put', key, error);
      });
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if ((answer.ContentLength ?? 0) > MAX_OBJECT_BYTES) {
          await answer.Body?.transformToWebStream().cancel();
          throw new StorageError(`S3 object ${key} is larger than any photo: ${answer.ContentLength} bytes`);
        }
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (error instanceof StorageError) throw error;
        // By name: a missing bucket is a 404 too, and must not pass for a missing photo. (Without
        // s3:ListBucket, AWS answers 403 for a missing key; the README asks for that right.)
        if ((error as SdkError).name === 'NoSuchKey') return null;
        throw failed('get', key, error);
      }
    },

    async delete(key) {
      assertKey(key);
      // S3 answers a delete of a missing key with success, as the folder does.
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) })).catch((error) => {
        throw failed('delete', key, error);
      });
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(
            new s3.ListObjectsV2Command({
              Bucket,
              Prefix: settings.prefix,
              ContinuationToken,
              MaxKeys: listPageSize,
            }),
          )
          .catch((error) => {
            throw failed('list', settings.prefix || '/', error);
          });
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length) ?? '';
          // Objects in folders below the prefix, or of other names, are not ours to back up.
          if (isValidKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close() {
      client.destroy();
    },
  };
}
