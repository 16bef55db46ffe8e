/** What the public career pages and feeds read: live postings only (isLiveSql, server/db/live-posting.ts). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isLiveSql } from '../../db/live-posting.ts';

export interface CareerCompany {
  account_id: number;
  name: string;
  logo_url: string | null;
  career_slug: string;
  default_language: string;
  career_page_headline: string;
  career_page_intro: string;
}

/** What a career page (and a posting sent to a board) shows of its company. */
export const CAREER_COMPANY_COLUMNS = [
  'account_id',
  'name',
  'logo_url',
  'career_slug',
  'default_language',
  'career_page_headline',
  'career_page_intro',
] as const;

export async function companyBySlug(db: Db, slug: string): Promise<CareerCompany | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(CAREER_COMPANY_COLUMNS)
    .where('career_slug', '=', slug)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return row && { ...row, career_slug: row.career_slug! };
}

function liveQuery(db: Db, accountId: number) {
  return db
    .selectFrom('job_postings as p')
    .innerJoin('jobs as j', 'j.job_id', 'p.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'p.account_id')
    .select([
      'p.job_posting_id',
      'p.title',
      'p.description_html',
      'p.location',
      'p.is_remote',
      'p.remote_country',
      'p.employment_type',
      sql<string | null>`p.pay_min::text`.as('pay_min'),
      sql<string | null>`p.pay_max::text`.as('pay_max'),
      'p.pay_currency',
      'p.pay_period',
      'p.language',
      sql<string | null>`to_char(p.valid_through, 'YYYY-MM-DD')`.as('valid_through'),
      'p.published_at',
      'p.updated_at',
      'p.is_on_job_boards',
      'p.title_i18n',
      'p.description_html_i18n',
      'j.uuid as job_uuid',
    ])
    .where('p.account_id', '=', accountId)
    .where(isLiveSql);
}

type Row = Awaited<ReturnType<ReturnType<typeof liveQuery>['execute']>>[number];
export type LivePosting = Omit<Row, 'pay_min' | 'pay_max' | 'published_at' | 'updated_at'> & {
  pay_min: number | null;
  pay_max: number | null;
  published_at: Date;
  updated_at: Date;
};

const toLive = (row: Row): LivePosting => ({
  ...row,
  pay_min: row.pay_min === null ? null : Number(row.pay_min),
  pay_max: row.pay_max === null ? null : Number(row.pay_max),
  published_at: new Date(row.published_at ?? row.updated_at),
  updated_at: new Date(row.updated_at),
});

export async function livePostings(db: Db, accountId: number, onlyMarkedForBoards = false): Promise<LivePosting[]> {
  let query = liveQuery(db, accountId);
  if (onlyMarkedForBoards) query = query.where('p.is_on_job_boards', '=', true);
  const rows = await query.orderBy('p.published_at', 'desc').orderBy('p.job_posting_id', 'desc').execute();
  return rows.map(toLive);
}

export async function livePosting(db: Db, accountId: number, postingId: number): Promise<LivePosting | undefined> {
  const row = await liveQuery(db, accountId).where('p.job_posting_id', '=', postingId).executeTakeFirst();
  return row && toLive(row);
}

/** The language of a posting that exists but is not live, so its "closed" page speaks it; undefined when there is no such posting. */
export async function closedPostingLanguage(db: Db, accountId: number, postingId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('job_postings')
    .select('language')
    .where('account_id', '=', accountId)
    .where('job_posting_id', '=', postingId)
    .executeTakeFirst();
  return row?.language;
}

export async function enabledBoard(db: Db, accountId: number, boardId: number) {
  return db
    .selectFrom('job_boards')
    .select(['job_board_id', 'name', 'includes'])
    .where('account_id', '=', accountId)
    .where('job_board_id', '=', boardId)
    .where('is_enabled', '=', true)
    .executeTakeFirst();
}

/**
 * The company's public id when it has a bias-audit summary published (D273): its career page then
 * links the public summary, as NYC's Local Law 144 asks it be on the employment section of its site.
 */
export async function publishedBiasAuditUuid(db: Db, accountId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts as a')
    .select('a.uuid')
    .where('a.account_id', '=', accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bias_audit_publications as p')
          .select('p.publication_id')
          .whereRef('p.account_id', '=', 'a.account_id')
          .where('p.is_published', '=', true),
      ),
    )
    .executeTakeFirst();
  return row?.uuid;
}
