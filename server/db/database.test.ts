import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.ts';

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('given an idle connection the server closes, when the next query runs, then the process lives on and the query gets a new connection', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    try {
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const pid = first.rows[0]!.pid;
      const other = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      try {
        await sql`select pg_terminate_backend(${pid})`.execute(other.db);
      } finally {
        await other.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(next.rows[0]!.pid).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});

describe('migrations', () => {
  it('given a database that ran a migration numbered after one it has not run, when it migrates, then the missing one runs', async () => {
    const database = await openDatabase({});
    try {
      await migrateToLatest(database.db);
      await sql`drop table job_profile_enrolments`.execute(database.db);
      await sql`drop table job_profile_plan_timing`.execute(database.db);
      await sql`delete from kysely_migration where name = '0089-job-profile-plan-enrolments'`.execute(database.db);
      await migrateToLatest(database.db);
      const tables = await sql<{
        n: number;
      }>`select count(*)::int as n from information_schema.tables where table_name in ('job_profile_enrolments', 'job_profile_plan_timing')`.execute(
        database.db,
      );
      expect(tables.rows[0]!.n).toBe(2);
    } finally {
      await database.close();
    }
  });
});
