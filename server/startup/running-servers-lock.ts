/**
 * Which commands may not run beside a server on PostgreSQL (D296): each API process holds a shared,
 * session-level advisory lock on a connection of its own from before it reads the server's keys
 * until it has stopped; `npm run server-keys:replace` takes the same lock exclusively, refuses when
 * it cannot, and holds it while it replaces the keys, so a server starting meanwhile waits and then
 * reads the new ones. Advisory locks belong to one database, so servers on other databases of the
 * same PostgreSQL do not count. The embedded database is opened by one process, whose pid file
 * says it runs (server/operations/backup-requests.ts).
 */
import pg from 'pg';

/**
 * The lock's key, a bigint ("Assay" in ASCII). The transaction locks elsewhere use int4 keys
 * (hashtext, ids, or two int4s), which never reach it.
 */
export const RUNNING_SERVERS_LOCK_KEY = '281109815673';

const RECONNECT_MS = 1_000;

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'assay running server' });
  await client.connect();
  return client;
}

const tryShared = async (client: pg.Client) =>
  (
    await client.query<{ held: boolean }>('select pg_try_advisory_lock_shared($1::bigint) as held', [
      RUNNING_SERVERS_LOCK_KEY,
    ])
  ).rows[0]!.held;

export interface RunningServerLock {
  release(): Promise<void>;
}

/**
 * Holds the shared lock for a server's lifetime. Waits, saying so, while the key replacement holds
 * it. A lost connection is made again and the lock taken again; if the replacement took it in
 * between, `onKeysReplaced` is called: this process holds keys that are no longer the database's.
 */
export async function holdRunningServerLock(
  databaseUrl: string,
  events: { say(line: string): void; onKeysReplaced(): void },
): Promise<RunningServerLock> {
  let client = await connect(databaseUrl);
  if (!(await tryShared(client))) {
    events.say('  Waiting for npm run server-keys:replace to finish on this database before starting.');
    await client.query('select pg_advisory_lock_shared($1::bigint)', [RUNNING_SERVERS_LOCK_KEY]);
  }
  let released = false;
  const watch = (held: pg.Client) => {
    // The server (a restart, a failover) or the network ended the session, and with it the lock.
    held.on('error', () => {});
    held.once('end', () => {
      if (!released) void retake();
    });
  };
  const retake = async (): Promise<void> => {
    while (!released) {
      try {
        const next = await connect(databaseUrl);
        if (released) return void (await next.end());
        if (!(await tryShared(next))) {
          await next.end();
          return events.onKeysReplaced();
        }
        client = next;
        return watch(next);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    }
  };
  watch(client);
  return {
    async release() {
      released = true;
      await client.end().catch(() => {});
    },
  };
}

export type ExclusiveLock = { taken: true; release(): Promise<void> } | { taken: false; servers: number };

/** Takes the lock exclusively if no server holds it; otherwise says how many server processes do. */
export async function takeRunningServersLockExclusively(databaseUrl: string): Promise<ExclusiveLock> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1::bigint) as taken', [
      RUNNING_SERVERS_LOCK_KEY,
    ]);
    if (rows[0]!.taken) return { taken: true, release: () => client.end() };
    // A bigint key shows in pg_locks as its high and low halves, objsubid 1.
    const held = await client.query<{ n: string }>(
      `select count(distinct pid) as n from pg_locks
        where locktype = 'advisory' and granted and objsubid = 1
          and database = (select oid from pg_database where datname = current_database())
          and classid = ($1::bigint >> 32)::oid and objid = ($1::bigint & 4294967295)::oid`,
      [RUNNING_SERVERS_LOCK_KEY],
    );
    await client.end();
    return { taken: false, servers: Number(held.rows[0]!.n) };
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}
