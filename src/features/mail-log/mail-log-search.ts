/**
 * The mail log's state as it lives in the URL search (reload and back keep it, a link can be
 * shared), and the API query built from it: a filter is sent only when it has a value.
 */
import * as z from 'zod/mini';
import {
  MAIL_LOG_PAGE_SIZE,
  MAIL_STATUSES,
  type AdminMailLogFilters,
  type MailLogStatus,
} from '../../../contracts/mail-log.ts';

/** A malformed value in a shared link is dropped, not an error page. */
const loose = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const positive = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A company's own log: no company filter. */
export const companyMailLogSearchShape = {
  page: loose(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000))),
  status: loose(z.enum(MAIL_STATUSES)),
  search: loose(z.string().check(z.maxLength(200))),
  /** The mail open in the reader. */
  mail: loose(positive),
};

export const mailLogSearchShape = { ...companyMailLogSearchShape, account_id: loose(positive) };

export interface MailLogSearch {
  page?: number;
  status?: MailLogStatus;
  account_id?: number;
  search?: string;
  mail?: number;
}

export function mailLogQuery(search: MailLogSearch): AdminMailLogFilters {
  const query: AdminMailLogFilters = { page: search.page ?? 1, page_size: MAIL_LOG_PAGE_SIZE };
  if (search.status) query.status = search.status;
  if (search.account_id !== undefined) query.account_id = search.account_id;
  const text = search.search?.trim();
  if (text) query.search = text;
  return query;
}

/** A new filter or search starts again at page 1; undefined values leave the URL. */
export function nextMailLogSearch(previous: MailLogSearch, change: Partial<MailLogSearch>): MailLogSearch {
  const isFilterChange = 'status' in change || 'account_id' in change || 'search' in change;
  const next: MailLogSearch = { ...previous, ...change };
  if (isFilterChange) delete next.page;
  if (next.search !== undefined && next.search.trim() === '') delete next.search;
  for (const key of Object.keys(next) as (keyof MailLogSearch)[]) if (next[key] === undefined) delete next[key];
  return next;
}

// No network, no remote images or fonts, no scripts: a mail's HTML is someone else's markup.
const FRAME_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/**
 * The document a mail's HTML is shown as, inside an iframe sandboxed with no permissions (no
 * scripts, no forms, an opaque origin); its own Content-Security-Policy also keeps it offline,
 * so opening a mail never tells a tracker it was read.
 */
export function mailFrameDocument(html: string): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return policy + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + policy + html.slice(at);
}
