import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

// The pinned SDK runs on Node 20; its notice that later releases will not (docs/decisions.md) would
// only repeat in every test run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/**
 * A real S3-protocol server for one test file: s3rver (from the npm registry) on a free port,
 * keeping its objects in a fresh folder, with one empty bucket. `env` points the app at it.
 */
export async function startS3Server(bucket = 'podryad-files') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver checks signatures made with its own fixed keys.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const config: S3Config = {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env,
    config,
    /** The keys in the bucket under `prefix`, as anyone with access to the bucket sees them. */
    async keys(prefix = ''): Promise<string[]> {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
