import { z } from 'zod';

/**
 * Uploaded photos in an S3-compatible bucket instead of DATA_DIR, so that several app machines see
 * the same files (docs/decisions/029-s3-storage.md). Read from the environment with the rest of the
 * configuration (config.ts); this file holds the S3 part and its cross-checks.
 */
export type S3Settings = {
  bucket: string;
  /** The bucket's region; S3-compatible services that have none take any (us-east-1 by default). */
  region: string;
  /** Another address than AWS's own (MinIO, R2, a local stand-in …); undefined means AWS. */
  endpoint: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `petal/`: several apps or environments may share a bucket. */
  prefix: string;
  /** Absent: the SDK's own chain (AWS_* variables, an instance or task role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string; toJSON(): string } | undefined;
};

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** A key's first part: folders of letters, digits, `._-`, no `.` or `..` folder, no leading `/`. */
function isPrefix(value: string): boolean {
  const folders = value.replace(/\/$/, '').split('/');
  return value.length <= 200 && folders.every((f) => /^[A-Za-z0-9._-]+$/.test(f) && f !== '.' && f !== '..');
}

export const s3Env = {
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    // Keys in the address would end up in logs and error messages; they have their own settings.
    .refine((value) => !/^https?:\/\/[^/]*@/.test(value), {
      error: 'must not hold credentials; use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,50}$/, 'must be a region name such as eu-central-1 (or auto)')
    .optional(),
  S3_ACCESS_KEY_ID: z
    .string()
    .regex(/^\S{1,256}$/, 'must be an access key id (no spaces)')
    .optional(),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .regex(/^\S{1,512}$/, 'must be a secret key (no spaces)')
    .optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z
    .string()
    .refine(isPrefix, {
      error: 'must be folder names of letters, digits, dots, hyphens and underscores, such as petal/',
    })
    .optional(),
};

type S3Env = { [K in keyof typeof s3Env]?: z.output<(typeof s3Env)[K]> };

/**
 * What is missing for a working bucket, as `[variable, message]`: a half-configured store stops
 * the start instead of failing at the first upload.
 */
export function s3Problems(e: S3Env): [keyof typeof s3Env, string][] {
  const problems: [keyof typeof s3Env, string][] = [];
  const others = (Object.keys(s3Env) as (keyof typeof s3Env)[]).filter(
    (name) => name !== 'S3_BUCKET' && e[name] !== undefined,
  );
  if (!e.S3_BUCKET) {
    if (others.length > 0)
      problems.push(['S3_BUCKET', `needed with ${others.join(', ')} (or leave those unset)`]);
    return problems;
  }
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    problems.push(['S3_SECRET_ACCESS_KEY', 'needed with S3_ACCESS_KEY_ID']);
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
    problems.push(['S3_ACCESS_KEY_ID', 'needed with S3_SECRET_ACCESS_KEY']);
  if (!e.S3_REGION && !e.S3_ENDPOINT)
    problems.push(['S3_REGION', "needed with S3_BUCKET on AWS: the bucket's region, such as eu-central-1"]);
  return problems;
}

/** The settings of a checked environment (see s3Problems), or undefined for photos in DATA_DIR. */
export function s3Settings(e: S3Env): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, '/') : '';
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    // Services of one's own (MinIO and the like) are mostly reached by path; AWS by host name.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix,
    credentials:
      accessKeyId && secretAccessKey
        ? // Whoever logs or serialises the configuration gets no key.
          { accessKeyId, secretAccessKey, toJSON: () => '[hidden]' }
        : undefined,
  };
}

/** Where the photos are, for the start's log line: never a key. */
export function describeStorage(s3: S3Settings | undefined, dataDir: string): string {
  if (!s3) return `folder ${dataDir}/uploads`;
  return `S3 bucket ${s3.bucket}${s3.prefix ? ` under ${s3.prefix}` : ''}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
}
