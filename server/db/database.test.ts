import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

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
