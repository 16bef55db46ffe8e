/**
 * The public career pages and job-board feeds, written on the server as plain HTML and XML
 * (contracts/career-paths.ts): /careers/{career_slug}, /careers/{career_slug}/{id}-{title words},
 * /careers/{career_slug}/feeds/{job_board_id}.xml. Nothing here is cached beyond the request: a
 * posting whose requisition closes or whose valid-through day passes is gone (410) on the next
 * request, and a feed lists only what is live at that moment.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APPLY_SOURCE_PATTERN, postingPathSegment } from '../../../contracts/job-posting-rules.ts';
import type { Db } from '../../db/database.ts';
import { careerPageHtml, messagePageHtml, postingPageHtml, type SiteUrls } from './career-pages.ts';
import * as store from './careers.store.ts';
import { jobBoardFeedXml } from './job-board-feed.ts';
import { readerOf } from './reader-language.ts';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,80})$/;
const POSTING = /^(\d{1,9})(?:-[a-z0-9-]{0,80})?$/;
const FEED_FILE = /^(\d{1,9})\.xml$/;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(html);
}

export function registerCareerRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  const urls: SiteUrls = { origin: publicUrl.replace(/\/+$/, '') };
  const notFoundPage = (reply: FastifyReply, language = 'en', company?: store.CareerCompany) =>
    sendHtml(reply, 404, messagePageHtml('not_found', language, urls, company));
  const hide = { schema: { hide: true } };

  app.get<{ Params: { slug: string }; Querystring: { lang?: string } }>(
    '/careers/:slug',
    hide,
    async (request, reply) => {
      const company = SLUG.test(request.params.slug) ? await store.companyBySlug(db, request.params.slug) : undefined;
      if (!company) return notFoundPage(reply);
      const reader = readerOf(request.query.lang, request.headers['accept-language']);
      const [postings, biasAuditUuid] = await Promise.all([
        store.livePostings(db, company.account_id),
        store.publishedBiasAuditUuid(db, company.account_id),
      ]);
      return sendHtml(reply, 200, careerPageHtml(company, postings, urls, reader, biasAuditUuid));
    },
  );

  app.get<{ Params: { slug: string; posting: string }; Querystring: { source?: string; lang?: string } }>(
    '/careers/:slug/:posting',
    hide,
    async (request, reply) => {
      const company = SLUG.test(request.params.slug) ? await store.companyBySlug(db, request.params.slug) : undefined;
      const match = POSTING.exec(request.params.posting);
      if (!company) return notFoundPage(reply);
      if (!match) return notFoundPage(reply, company.default_language, company);
      const postingId = Number(match[1]);
      const posting = await store.livePosting(db, company.account_id, postingId);
      if (!posting) {
        const language = await store.closedPostingLanguage(db, company.account_id, postingId);
        return language === undefined
          ? notFoundPage(reply, company.default_language, company)
          : sendHtml(reply, 410, messagePageHtml('gone', language, urls, company));
      }
      const source =
        typeof request.query.source === 'string' && APPLY_SOURCE_PATTERN.test(request.query.source)
          ? request.query.source
          : 'career';
      const canonical = postingPathSegment(posting.job_posting_id, posting.title);
      const reader = readerOf(request.query.lang, request.headers['accept-language']);
      if (request.params.posting !== canonical) {
        const params = new URLSearchParams();
        if (source !== 'career') params.set('source', source);
        if (reader.chosen && reader.language) params.set('lang', reader.language);
        const query = params.size ? `?${params}` : '';
        return reply
          .status(301)
          .header('Cache-Control', 'no-cache')
          .redirect(`/careers/${company.career_slug}/${canonical}${query}`, 301);
      }
      return sendHtml(reply, 200, postingPageHtml(company, posting, urls, source, reader));
    },
  );

  app.get<{ Params: { slug: string; file: string } }>('/careers/:slug/feeds/:file', hide, async (request, reply) => {
    const company = SLUG.test(request.params.slug) ? await store.companyBySlug(db, request.params.slug) : undefined;
    const match = FEED_FILE.exec(request.params.file);
    const board = company && match ? await store.enabledBoard(db, company.account_id, Number(match[1])) : undefined;
    // A board that is switched off has no feed at all, like one that never existed.
    if (!company || !board)
      return reply.status(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not found');
    const postings = await store.livePostings(db, company.account_id, board.includes === 'marked');
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(jobBoardFeedXml(company, board, postings, urls, new Date()));
  });
}
