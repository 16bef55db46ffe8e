/**
 * Named prepared statements on PostgreSQL for the hot queries (D146).
 *
 * Measured under load, PostgreSQL spent more CPU per applicant-list page than the Node process
 * (bench/load.mjs "db cpu"): every query arrived as a new unnamed statement, so it was parsed,
 * analysed and planned again each time. A query whose SQL text is registered here (prepareQuery's
 * and the applicant list's, which run on every request with the same text) is sent with a name
 * instead: each pooled connection parses it once, and PostgreSQL may keep its plan (a generic plan
 * once it is no dearer than a custom one, plan_cache_mode auto). Results are the same: same SQL,
 * same parameters, same row parsing in the driver.
 *
 * Bounded: at most MAX_NAMED texts are ever named (a text past that runs unnamed, as before), so
 * a connection holds a bounded number of statements. PGlite is untouched: it has one in-process
 * connection and no pool. Not for a transaction-pooling PgBouncer older than 1.21, which cannot
 * carry named statements across server connections (README, DATABASE_URL).
 */
import type pg from 'pg';

const MAX_NAMED = 500;
const names = new Map<string, string>();

/** Marks an SQL text as worth a named statement (a hot query of one fixed shape). */
export function nameStatement(sqlText: string): void {
  if (names.has(sqlText) || names.size >= MAX_NAMED) return;
  names.set(sqlText, `assay_${names.size + 1}`);
}

/** The statement name a text gets, if any (for tests). */
export function statementName(sqlText: string): string | undefined {
  return names.get(sqlText);
}

type Query = pg.PoolClient['query'];

/**
 * The pool Kysely's PostgresDialect is given: pg's own, whose clients send a registered text
 * with its name. Anything else (a cursor, a text without parameters or not registered) goes
 * through untouched.
 */
export function namingPool(pool: pg.Pool) {
  const wrapped = new WeakMap<pg.PoolClient, { query: Query; release: pg.PoolClient['release'] }>();
  const wrap = (client: pg.PoolClient) => {
    let facade = wrapped.get(client);
    if (!facade) {
      const query = ((text: unknown, values?: unknown[]) => {
        const name = typeof text === 'string' && values !== undefined ? names.get(text) : undefined;
        return name ? client.query({ name, text: text as string, values }) : client.query(text as string, values);
      }) as Query;
      facade = { query, release: (error?: Error | boolean) => client.release(error) };
      wrapped.set(client, facade);
    }
    return facade;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
