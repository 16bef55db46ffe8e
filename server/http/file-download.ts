/**
 * Sends a stored file: a Content-Disposition safe for any name (an ASCII fallback and the
 * RFC 6266 filename* form), nosniff, private no-store caching, streamed from the file storage,
 * with byte ranges when asked for (media players seek). A missing file is a 404 with `missingText`.
 * A kind sent with `redirect` goes, where the storage can sign addresses (S3), as a 302 to a
 * short-lived signed URL carrying the same type and disposition instead (D126).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StoredFileMissing, type ByteRange, type FileStorage } from '../storage/file-storage.ts';
import { notFound } from './http-error.ts';

/** How long a signed download address works: long enough to follow the redirect, too short to pass around. */
export const SIGNED_URL_SECONDS = 60;

export interface FileToSend {
  storage: FileStorage;
  key: string;
  contentType: string;
  /** Given: sent as a download named so; absent: shown inline. */
  filename?: string;
  missingText?: string;
  /** Answer Range requests with 206 (or 416). */
  ranges?: boolean;
  /** Redirect to a signed URL where the storage has them. */
  redirect?: boolean;
}

/** `attachment; filename="..."; filename*=UTF-8''...`: quotes, backslashes and non-ASCII replaced in the fallback. */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileToSend): Promise<FastifyReply> {
  const stat = await file.storage.stat(file.key);
  if (!stat) throw notFound(file.missingText ?? 'File not found');
  const size = stat.size;
  const open = (range?: ByteRange) =>
    file.storage.get(file.key, range).catch((error: unknown) => {
      throw error instanceof StoredFileMissing ? notFound(file.missingText ?? 'File not found') : error;
    });
  const disposition = file.filename !== undefined ? contentDisposition(file.filename) : undefined;
  const signed = file.redirect
    ? await file.storage.signedUrl(file.key, {
        contentType: file.contentType,
        contentDisposition: disposition,
        expiresSeconds: SIGNED_URL_SECONDS,
      })
    : undefined;
  if (signed) return reply.header('Cache-Control', 'private, no-store').redirect(signed, 302);
  void reply
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  if (disposition !== undefined) void reply.header('Content-Disposition', disposition);
  if (file.ranges) {
    void reply.header('Accept-Ranges', 'bytes');
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = Math.max(0, range[1] ? Number(range[1]) : size - Number(range[2]));
      const end = Math.min(size - 1, range[1] && range[2] ? Number(range[2]) : size - 1);
      if (start > end) return reply.code(416).header('Content-Range', `bytes */${size}`).send();
      return reply
        .code(206)
        .header('Content-Range', `bytes ${start}-${end}/${size}`)
        .header('Content-Length', end - start + 1)
        .send(await open({ start, end }));
    }
  }
  return reply.header('Content-Length', size).send(await open());
}
