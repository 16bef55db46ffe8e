/** The SQL of applicant imports (decision D149): what a plan is worked out against, and the writes of a batch. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import type { ApplicantContext, ApplicantStatus, ApplicantValues, ExistingApplication } from './applicant-plan.ts';

/** A requisition of the company that is not deleted, or undefined. */
export async function requisitionOf(db: Db, accountId: number, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'title'])
    .where('job_id', '=', jobId)
    .where('account_id', '=', accountId)
    .where('job_type_id', '=', JOB_TYPE.requisition)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

const LOOKUP_CHUNK = 5000;

export async function applicantContext(
  db: Db,
  accountId: number,
  jobId: number,
  emails: readonly string[],
): Promise<ApplicantContext> {
  const [steps, sources] = await Promise.all([
    db
      .selectFrom('job_steps')
      .select(['job_step_id', 'name'])
      .where('job_id', '=', jobId)
      .orderBy('sort_order')
      .orderBy('job_step_id')
      .execute(),
    db
      .selectFrom('sources')
      .select(['source_id', 'name'])
      .where('account_id', '=', accountId)
      .orderBy('is_active', 'desc')
      .orderBy('source_id')
      .execute(),
  ]);
  const byName = <T>(rows: readonly T[], name: (row: T) => string, id: (row: T) => number) => {
    const map = new Map<string, number>();
    for (const row of rows)
      if (!map.has(name(row).trim().toLowerCase())) map.set(name(row).trim().toLowerCase(), id(row));
    return map;
  };
  const users = new Map<string, { user_id: number; name: string }>();
  const applications = new Map<number, ExistingApplication>();
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))];
  for (let start = 0; start < wanted.length; start += LOOKUP_CHUNK) {
    const chunk = wanted.slice(start, start + LOOKUP_CHUNK);
    const found = await db
      .selectFrom('users')
      .select([
        'user_id',
        sql<string>`lower(email)`.as('email'),
        sql<string>`trim(first_name || ' ' || last_name)`.as('name'),
      ])
      .where(sql<string>`lower(email)`, 'in', chunk)
      .where('erased_at', 'is', null)
      .execute();
    for (const user of found) users.set(user.email, { user_id: user.user_id, name: user.name });
    if (found.length === 0) continue;
    const trackers = await db
      .selectFrom('user_trackers')
      .select([
        'ref_id',
        'user_id',
        'status',
        'current_job_step_id',
        'source_id',
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('applied_date'),
      ])
      .where('job_id', '=', jobId)
      .where('removed_at', 'is', null)
      .where(
        'user_id',
        'in',
        found.map((u) => u.user_id),
      )
      .orderBy('created_at', 'desc')
      .orderBy('user_step_tracker_id', 'desc')
      .execute();
    // The newest application of each person is the one a row is about.
    for (const tracker of trackers)
      if (!applications.has(tracker.user_id))
        applications.set(tracker.user_id, { ...tracker, status: tracker.status as ApplicantStatus });
  }
  return {
    steps: byName(
      steps,
      (s) => s.name,
      (s) => s.job_step_id,
    ),
    sources: byName(
      sources,
      (s) => s.name,
      (s) => s.source_id,
    ),
    users,
    applications,
  };
}

const appliedAt = (date: string | null, now: Date) => (date ? new Date(`${date}T12:00:00Z`) : now);
const statusTimes = (status: ApplicantStatus, now: Date) => ({
  rejected_at: status === 'rejected' ? now : null,
  hired_at: status === 'hired' ? now : null,
});

export interface ImportedAccount {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  preferred_language: Language | null;
}

/** Writes one batch: the accounts nobody has yet, the new applications, the changed ones. Returns the accounts this batch made. */
export async function writeApplicants(
  db: Db,
  accountId: number,
  jobId: number,
  creates: readonly ApplicantValues[],
  updates: readonly ApplicantValues[],
): Promise<ImportedAccount[]> {
  const now = new Date();
  const newPeople = creates.filter((c) => c.user_id === null);
  const userIds = new Map<string, number>();
  let madeAccounts: ImportedAccount[] = [];
  if (newPeople.length > 0) {
    // Only rows really inserted come back: an address someone took meanwhile gets no account and no mail.
    madeAccounts = await db
      .insertInto('users')
      .values(
        newPeople.map((p) => ({
          uuid: randomUUID(),
          email: p.email,
          first_name: p.first_name,
          last_name: p.last_name,
          phone_number: p.phone,
          preferred_language: p.language,
          password_hash: null,
        })),
      )
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning([
        'user_id',
        'email',
        'first_name',
        'last_name',
        sql<Language | null>`preferred_language`.as('preferred_language'),
      ])
      .execute();
    const made = await db
      .selectFrom('users')
      .select(['user_id', sql<string>`lower(email)`.as('email')])
      .where(
        sql<string>`lower(email)`,
        'in',
        newPeople.map((p) => p.email),
      )
      .execute();
    for (const user of made) userIds.set(user.email, user.user_id);
  }
  if (creates.length > 0) {
    await db
      .insertInto('user_trackers')
      .values(
        creates.map((c) => ({
          ref_id: randomUUID(),
          user_id: c.user_id ?? userIds.get(c.email)!,
          job_id: jobId,
          account_id: accountId,
          external_application_id: null,
          source_id: c.source_id,
          status: c.status,
          current_job_step_id: c.job_step_id,
          created_at: appliedAt(c.applied_date, now),
          ...statusTimes(c.status, now),
        })),
      )
      .execute();
  }
  for (const u of updates) {
    await db
      .updateTable('user_trackers')
      .set({
        source_id: u.source_id,
        status: u.status,
        current_job_step_id: u.job_step_id,
        // The applied date is the application's creation: only an import moves it.
        created_at: appliedAt(u.applied_date, now) as never,
        rejected_at: u.status === 'rejected' ? sql<Date>`coalesce(rejected_at, ${now})` : null,
        hired_at: u.status === 'hired' ? sql<Date>`coalesce(hired_at, ${now})` : null,
      })
      .where('ref_id', '=', u.ref_id!)
      .where('job_id', '=', jobId)
      .execute();
  }
  return madeAccounts;
}
