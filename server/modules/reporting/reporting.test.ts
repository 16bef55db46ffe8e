// @postgres: the reporting role signs in to a PostgreSQL server as a second user, which PGlite has not.
/**
 * The reporting schema (migration 0107, D229) on the seeded demo database: every view reads, holds
 * the Demo Company's rows, is documented and names no secret or contact; `eeo_counts` hides small
 * cells. On PostgreSQL, the role `npm run reporting:role` makes reads the views and nothing else.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_CELL } from '../../../contracts/analytics.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { REPORTING_VIEWS } from '../../db/migrations/0107-reporting-schema.ts';
import { ADDED_COLUMNS } from '../../db/migrations/0152-reporting-company-stage.ts';
import { accountIdByName } from '../../test/plan-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureReportingRole } from './reporting-role.ts';

let t: TestApp;
let demo: number;

beforeAll(async () => {
  t = await startTestApp();
  demo = await accountIdByName(t, 'Demo Company');
});
afterAll(async () => t.close());

const VIEWS = ['applications', 'stages', 'stage_progress', 'scores', 'interviews', 'offers', 'hires', 'eeo_counts'];

async function rowsOf(view: string, accountId: number) {
  const r = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(`reporting.${view}`)} where account_id = ${accountId}`.execute(t.db);
  return r.rows;
}

describe('the reporting views on the demo data', () => {
  it('given the seeded database, then schema reporting holds exactly the documented views, and each returns Demo Company rows', async () => {
    const views = await sql<{
      name: string;
    }>`select viewname as name from pg_views where schemaname = 'reporting' order by 1`.execute(t.db);
    expect(views.rows.map((v) => v.name)).toEqual([...VIEWS].sort());
    for (const view of VIEWS) {
      const rows = await rowsOf(view, demo);
      expect(rows.length, view).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.company_name)), view).toEqual(new Set(['Demo Company']));
    }
  });

  it('then every view and every column carries a comment, and no column name suggests a secret or a contact', async () => {
    const columns = await sql<{ view: string; column: string; comment: string | null }>`
      select c.relname as view, a.attname as column, col_description(c.oid, a.attnum) as comment
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'reporting'`.execute(t.db);
    expect(columns.rows.length).toBeGreaterThan(VIEWS.length * 5);
    for (const c of columns.rows) {
      expect(c.column, `${c.view}.${c.column}`).not.toMatch(
        /email|phone|password|token|hash|note|secret|salt|url|answers/,
      );
      expect(c.comment, `${c.view}.${c.column} has no comment`).toBeTruthy();
    }
    const viewComments = await sql<{ comment: string | null }>`
      select obj_description(c.oid, 'pg_class') as comment from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'reporting'`.execute(t.db);
    for (const v of viewComments.rows) expect(v.comment).toBeTruthy();
    // The migrations document the same columns the views have (docs/reporting.md follows them):
    // 0107's, and those a later one added.
    for (const view of REPORTING_VIEWS)
      expect(
        columns.rows
          .filter((c) => c.view === view.name)
          .map((c) => c.column)
          .sort(),
      ).toEqual([...Object.keys(view.columns), ...Object.keys(ADDED_COLUMNS[view.name] ?? {})].sort());
  });

  it('then the applications view agrees with the live table: one row per Demo Company requisition application, hires counted the same', async () => {
    const live = await t.db
      .selectFrom('user_trackers as t')
      .innerJoin('jobs as j', 'j.job_id', 't.job_id')
      .where('t.account_id', '=', demo)
      .where('j.job_type_id', '=', JOB_TYPE.requisition)
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .select(sql<number>`count(*) filter (where t.status = 'hired' and t.removed_at is null)::int`.as('hired'))
      .executeTakeFirstOrThrow();
    expect((await rowsOf('applications', demo)).length).toBe(Number(live.n));
    expect((await rowsOf('hires', demo)).length).toBe(live.hired);
    const kinds = new Set((await rowsOf('scores', demo)).map((r) => r.score_kind));
    expect(kinds.has('fit')).toBe(true);
  });
});

describe('the small-cell rule of eeo_counts', () => {
  it(`given a requisition whose equal-opportunity answers make a group of 3, then no count of 1 to ${MIN_CELL - 1} shows anywhere, the group of 3 is NULL and so is the smallest other group, which would give it away`, async () => {
    const job = await t.db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        account_id: demo,
        job_type_id: JOB_TYPE.requisition,
        title: 'Small Cell Clerk',
        tracker_title: 'Small Cell Clerk',
      })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    const answers = [
      ...Array<string>(7).fill('female'),
      ...Array<string>(3).fill('male'),
      ...Array<string>(6).fill('non_binary'),
    ];
    await t.db
      .insertInto('eeoc_answers')
      .values(answers.map((gender) => ({ account_id: demo, job_id: job.job_id, answers: JSON.stringify({ gender }) })))
      .execute();

    const rows = (await rowsOf('eeo_counts', demo)).filter((r) => r.job_id === job.job_id);
    const cell = (category: string, answer: string) => rows.find((r) => r.category === category && r.answer === answer);
    expect(cell('gender', 'female')).toMatchObject({ applicants: 7, hired: 0 });
    expect(cell('gender', 'male')).toMatchObject({ applicants: null, hired: null });
    expect(cell('gender', 'non_binary')).toMatchObject({ applicants: null, hired: null });
    expect(cell('race_ethnicity', 'not_disclosed')).toMatchObject({ applicants: 16 });

    const all = await sql<{ applicants: number | null; hired: number | null }>`
      select applicants, hired from reporting.eeo_counts`.execute(t.db);
    expect(all.rows.length).toBeGreaterThan(rows.length);
    for (const r of all.rows)
      for (const n of [r.applicants, r.hired]) if (n !== null) expect(n === 0 || n >= MIN_CELL, String(n)).toBe(true);
  });
});

describe('the reporting role command', () => {
  it.skipIf(process.env.DATABASE_URL)(
    'given no DATABASE_URL, when the command runs, then it says the role needs PostgreSQL and exits non-zero',
    () => {
      const env = { ...process.env, DATABASE_URL: '', REPORTING_PASSWORD: 'never-printed-secret' };
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reporting-role.mjs'], {
        env,
        encoding: 'utf8',
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/needs PostgreSQL/);
      expect(run.stdout + run.stderr).not.toContain('never-printed-secret');
    },
    30_000,
  );

  it.runIf(process.env.DATABASE_URL)(
    'given PostgreSQL, when the role is made (twice, with a stray grant between), then it reads a reporting view and is refused the users table and any write',
    async () => {
      const database = (await sql<{ db: string }>`select current_database() as db`.execute(t.db)).rows[0]!.db;
      const adminUrl = new URL(process.env.DATABASE_URL!);
      adminUrl.pathname = `/${database}`;
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      const role = `assay_reporting_${randomBytes(4).toString('hex')}`;
      const password = randomBytes(12).toString('hex');
      try {
        expect(await ensureReportingRole(admin, role, password)).toMatchObject({ created: true, views: VIEWS.length });
        await admin.query(`grant select on users to ${role}`);
        expect(await ensureReportingRole(admin, role, password)).toMatchObject({ created: false });

        const roleUrl = new URL(adminUrl);
        roleUrl.username = role;
        roleUrl.password = password;
        const reader = new pg.Client({ connectionString: roleUrl.toString() });
        await reader.connect();
        try {
          const read = await reader.query<{ n: number }>(
            'select count(*)::int as n from reporting.applications where account_id = $1',
            [demo],
          );
          expect(read.rows[0]!.n).toBeGreaterThan(0);
          await expect(reader.query('select user_id from users limit 1')).rejects.toThrow(/permission denied/);
          await expect(reader.query('select 1 from public.user_trackers limit 1')).rejects.toThrow(/permission denied/);
          await expect(reader.query('create table reporting.sneak (x int)')).rejects.toThrow(
            /permission denied|read-only transaction/,
          );
          await expect(reader.query(`delete from public.users where false`)).rejects.toThrow(
            /permission denied|read-only transaction/,
          );
        } finally {
          await reader.end();
        }
      } finally {
        await admin.query(`drop owned by ${role}`).catch(() => undefined);
        await admin.query(`drop role if exists ${role}`);
        await admin.end();
      }
    },
    30_000,
  );
});
