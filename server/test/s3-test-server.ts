/**
 * A real S3-protocol server in the test process (s3rver, files in a temporary folder) with one
 * bucket, and the S3_ variables that point the app at it. s3rver lacks ListParts, which
 * @tus/s3-store asks on every resume (HEAD, PATCH), and AbortMultipartUpload; a small handler
 * answers both from s3rver's own part files, so the tus store runs against the same server as
 * everything else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface S3TestServer {
  env: Record<string, string>;
  directory: string;
  close(): Promise<void>;
}

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  type: string;
  body: unknown;
};

export const TEST_BUCKET = 'assay-test';

function multipartCallsFrom(directory: string) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (!uploadId || ctx.query.partNumber !== undefined || !['GET', 'DELETE'].includes(ctx.method)) return next();
    const [, bucket, ...key] = ctx.path.split('/');
    const dir = path.join(directory, bucket!, '._S3rver_uploads', uploadId);
    if (ctx.method === 'DELETE') {
      fs.rmSync(dir, { recursive: true, force: true });
      ctx.body = '';
      return;
    }
    const numbers = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => /^\d+$/.test(name))
          .map(Number)
          .sort((a, b) => a - b)
      : [];
    const parts = numbers.map((n) => {
      const file = path.join(dir, String(n));
      const md5 = fs.readFileSync(`${file}.md5`, 'utf8');
      const stat = fs.statSync(file);
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`;
    });
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  (server as unknown as { middleware: unknown[] }).middleware.splice(1, 0, multipartCallsFrom(directory));
  const { port } = (await server.run()) as AddressInfo;
  return {
    directory,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
