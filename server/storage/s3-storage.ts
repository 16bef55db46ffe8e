/** Stored files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2): key `uploads/x` is object S3_PREFIX + `uploads/x`. */
import type { Readable } from 'node:stream';
import {
  type CORSRule,
  DeleteObjectCommand,
  GetBucketCorsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.ts';
import {
  StoredFileMissing,
  type ByteRange,
  type FileStorage,
  type SignedUrlOptions,
  type StoredFileInfo,
} from './stored-file.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** The client settings, shared with the tus store so both reach the same bucket the same way. */
export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
    // Checksums only where the API demands them: not every S3-compatible server takes the SDK's newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Whether the browser may fetch a signed download from the bucket, from the app's origin. */
export type DownloadCorsCheck =
  { ok: true } | { ok: false; problem: 'no_rules' | 'origin_not_allowed' | 'unreadable'; detail: string };

/** An S3 CORS origin pattern: exact, `*`, or with one `*` standing for any characters. */
function originMatches(pattern: string, origin: string): boolean {
  if (pattern === '*' || pattern === origin) return true;
  if (!pattern.includes('*')) return false;
  const [head, tail] = pattern.split('*', 2) as [string, string];
  return origin.length >= head.length + tail.length && origin.startsWith(head) && origin.endsWith(tail);
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  readonly description: string;
  readonly client: S3Client;
  readonly bucket: string;
  readonly settings: S3Settings;
  readonly #prefix: string;

  constructor(s3: S3Settings) {
    this.settings = s3;
    this.client = new S3Client(s3ClientConfig(s3));
    this.bucket = s3.bucket;
    this.#prefix = s3.prefix;
    this.description = `S3 bucket ${s3.bucket}${s3.prefix ? ` (prefix ${s3.prefix})` : ''}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
  }

  objectKey(key: string): string {
    return this.#prefix + key;
  }

  async put(key: string, body: Uint8Array | Readable, size?: number): Promise<void> {
    if (!(body instanceof Uint8Array) && size === undefined)
      throw new Error('S3FileStorage.put: a stream needs its size');
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: body instanceof Uint8Array ? body.length : size,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return res.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { key, size: res.ContentLength ?? 0, modifiedMs: res.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *list(prefix: string): AsyncIterable<StoredFileInfo> {
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.objectKey(prefix), ContinuationToken: token }),
      );
      for (const object of res.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield {
          key: object.Key.slice(this.#prefix.length),
          size: object.Size ?? 0,
          modifiedMs: object.LastModified?.getTime() ?? 0,
        };
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ResponseContentType: options.contentType,
      ...(options.contentDisposition ? { ResponseContentDisposition: options.contentDisposition } : {}),
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresSeconds });
  }

  /**
   * Signed downloads (the data export) are fetched by the page from the bucket, so the bucket's CORS
   * rules must allow GET from the app's origin; this reads them and says what is missing.
   */
  async checkDownloadCors(origin: string): Promise<DownloadCorsCheck> {
    let rules: CORSRule[];
    try {
      rules = (await this.client.send(new GetBucketCorsCommand({ Bucket: this.bucket }))).CORSRules ?? [];
    } catch (error) {
      const name = (error as { name?: string }).name ?? '';
      if (name === 'NoSuchCORSConfiguration') rules = [];
      else
        return {
          ok: false,
          problem: 'unreadable',
          detail: `the bucket's CORS rules could not be read (${name || String(error)})`,
        };
    }
    if (rules.length === 0)
      return { ok: false, problem: 'no_rules', detail: `the bucket has no CORS rules; allow GET from ${origin}` };
    const allowed = rules.some(
      (rule) =>
        (rule.AllowedMethods ?? []).includes('GET') &&
        (rule.AllowedOrigins ?? []).some((pattern) => originMatches(pattern, origin)),
    );
    return allowed
      ? { ok: true }
      : { ok: false, problem: 'origin_not_allowed', detail: `no CORS rule of the bucket allows GET from ${origin}` };
  }
}
