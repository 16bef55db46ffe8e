/**
 * Sends a stored file: a Content-Disposition safe for any name (an ASCII fallback and the
 * RFC 6266 filename* form), nosniff, private no-store caching, streamed from disk, with byte
 * ranges when asked for (media players seek). A file missing on disk is a 404 with `missingText`.
 */
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-error.ts';

export interface FileToSend {
  path: string;
  contentType: string;
  /** Given: sent as a download named so; absent: shown inline. */
  filename?: string;
  missingText?: string;
  /** Answer Range requests with 206 (or 416). */
  ranges?: boolean;
}

/** `attachment; filename="..."; filename*=UTF-8''...`: quotes, backslashes and non-ASCII replaced in the fallback. */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileToSend): Promise<FastifyReply> {
  let size: number;
  try {
    const stat = await fs.promises.stat(file.path);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    throw notFound(file.missingText ?? 'File not found');
  }
  void reply.header('Content-Type', file.contentType).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store');
  if (file.filename !== undefined) void reply.header('Content-Disposition', contentDisposition(file.filename));
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
        .send(fs.createReadStream(file.path, { start, end }));
    }
  }
  return reply.header('Content-Length', size).send(fs.createReadStream(file.path));
}
