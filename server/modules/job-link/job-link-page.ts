/**
 * Sends the job link (/login/applicant/{jobUUID}) with the job's summary in the page (D248,
 * job-link-html.ts), for a visitor who is not signed in and an open job; anything else is left to
 * the single-page fallback (index.html), as before. Compressed here, as the page differs per job
 * and language (the built pages are compressed once at build time).
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { BROTLI_QUALITY } from '../../http/compression.ts';
import { HttpError } from '../../http/http-error.ts';
import { SESSION_HINT_COOKIE } from '../auth/index.ts';
import { JOB_LINK_PATH, jobLinkPageHtml, languageOfVisitor } from './job-link-html.ts';
import { jobLinkSummary } from './job-link.service.ts';

/** Whether the job link's page went out; false: the caller sends the app's index.html. */
export async function sendJobLinkPage(
  db: Db,
  template: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const jobUuid = JOB_LINK_PATH.exec(request.url)?.[1]?.toLowerCase();
  if (!jobUuid) return false;
  // Someone signed in is sent on into the job at once (the route's redirectIfSignedIn).
  if (request.cookies?.[SESSION_HINT_COOKIE] === '1') return false;
  const language = languageOfVisitor(request.headers['accept-language']);
  let html: string | undefined;
  try {
    html = jobLinkPageHtml(template, await jobLinkSummary(db, jobUuid, language), jobUuid, language);
  } catch (error) {
    // Closed or unknown: the app shows why, as before; anything else is logged, and the app asks again.
    if (!(error instanceof HttpError)) request.log.warn({ err: error }, 'job link page: no summary');
    return false;
  }
  if (!html) return false;
  void reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) {
    const body = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    void reply.header('Content-Encoding', 'br').send(body);
  } else if (accepted.has('gzip')) {
    void reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  } else {
    void reply.send(html);
  }
  return true;
}

/** The encodings a request's Accept-Encoding allows: named, and not refused with `q=0`. */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}
