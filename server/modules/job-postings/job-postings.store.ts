/** The SQL of job postings; the public pages read through live-postings.store.ts. */
import { sql } from 'kysely';
import type { JobPosting } from '../../../contracts/job-postings.ts';
import type { EmploymentType, PayPeriod, PostingValues } from '../../../contracts/job-posting-rules.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { isLiveSql } from '../../db/live-posting.ts';
import { storedVersions } from '../../../contracts/company-text.ts';
import type { StoredVersions } from './posting-versions.ts';
import { postingPathSegment } from '../../../contracts/job-posting-rules.ts';

function postingQuery(db: Db) {
  return db
    .selectFrom('job_postings as p')
    .innerJoin('jobs as j', 'j.job_id', 'p.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'p.account_id')
    .select([
      'p.job_posting_id',
      'p.job_id',
      'p.account_id',
      'p.title',
      'p.description',
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
      'p.is_on_job_boards',
      'p.status',
      'p.published_at',
      'p.updated_at',
      'p.title_i18n',
      'p.description_i18n',
      'a.career_slug',
      isLiveSql.as('is_live'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof postingQuery>['executeTakeFirstOrThrow']>>;

const amountOf = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | string) => new Date(value).toISOString();

function toPosting(row: Row): JobPosting {
  return {
    job_posting_id: row.job_posting_id,
    job_id: row.job_id,
    account_id: row.account_id,
    title: row.title,
    description: row.description,
    location: row.location,
    is_remote: row.is_remote,
    remote_country: row.remote_country,
    employment_type: row.employment_type as EmploymentType,
    pay_min: amountOf(row.pay_min),
    pay_max: amountOf(row.pay_max),
    pay_currency: row.pay_currency,
    pay_period: row.pay_period as PayPeriod | null,
    language: row.language as Language,
    valid_through: row.valid_through,
    is_on_job_boards: row.is_on_job_boards,
    status: row.status,
    published_at: row.published_at ? iso(row.published_at) : null,
    updated_at: iso(row.updated_at),
    is_live: Boolean(row.is_live),
    title_i18n: storedVersions(row.title_i18n),
    description_i18n: storedVersions(row.description_i18n),
    public_path: row.career_slug
      ? `/careers/${row.career_slug}/${postingPathSegment(row.job_posting_id, row.title)}`
      : null,
  };
}

export async function listPostings(db: Db, jobId: number): Promise<JobPosting[]> {
  const rows = await postingQuery(db)
    .where('p.job_id', '=', jobId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.job_posting_id', 'desc')
    .execute();
  return rows.map(toPosting);
}

export async function findPosting(db: Db, postingId: number): Promise<JobPosting | undefined> {
  const row = await postingQuery(db).where('p.job_posting_id', '=', postingId).executeTakeFirst();
  return row && toPosting(row);
}

type Stored = Omit<PostingValues, 'description'> & {
  description: string;
  description_html: string;
} & Partial<StoredVersions>;

export async function insertPosting(
  db: Db,
  job: { job_id: number; account_id: number },
  values: Stored,
  createdBy: number,
): Promise<number> {
  const row = await db
    .insertInto('job_postings')
    .values({ ...values, job_id: job.job_id, account_id: job.account_id, created_by: createdBy })
    .returning('job_posting_id')
    .executeTakeFirstOrThrow();
  return row.job_posting_id;
}

export async function updatePosting(db: Db, postingId: number, values: Stored): Promise<void> {
  await db
    .updateTable('job_postings')
    .set({ ...values, updated_at: sql`now()` })
    .where('job_posting_id', '=', postingId)
    .execute();
}

export async function setStatus(db: Db, postingId: number, status: 'draft' | 'published'): Promise<void> {
  await db
    .updateTable('job_postings')
    .set({
      status,
      updated_at: sql`now()`,
      // datePosted is the first publication: unpublishing and publishing again keeps it.
      ...(status === 'published' ? { published_at: sql`coalesce(published_at, now())` } : {}),
    })
    .where('job_posting_id', '=', postingId)
    .execute();
}

export async function deletePosting(db: Db, postingId: number): Promise<void> {
  await db.deleteFrom('job_postings').where('job_posting_id', '=', postingId).execute();
}
