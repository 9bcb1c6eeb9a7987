import path from 'node:path';
import type { Config } from '../config';
import { LocalStorage, type Storage } from './storage';

/** The configured store: the S3 bucket when one is set, otherwise DATA_DIR/storage. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (config.s3) {
    // Loaded only when configured: the embedded default neither needs nor loads the AWS SDK.
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config.s3);
  }
  return new LocalStorage(path.join(config.dataDir, 'storage'));
}
