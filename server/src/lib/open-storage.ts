import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type FileStorage } from './storage';

/** The storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function openStorage(config: Pick<Config, 's3' | 'dataDir'>): Promise<FileStorage> {
  return config.s3 ? createS3Storage(config.s3) : Promise.resolve(createLocalStorage(config.dataDir));
}
