/**
 * The read-only role BI tools sign in with (docs/reporting.md, D229): LOGIN, USAGE on schema
 * `reporting` and SELECT on its views, nothing else. Idempotent: a second run sets the password
 * again, takes back whatever was granted since (memberships, `public` tables, writes) and grants
 * the views a later migration added. PostgreSQL only: PGlite has one user and no network sign-in.
 */

/** The part of a `pg` client the role needs. */
export interface RoleClient {
  query<R extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  escapeLiteral(text: string): string;
  escapeIdentifier(text: string): string;
}

export const DEFAULT_REPORTING_ROLE = 'assay_reporting';
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export class ReportingRoleError extends Error {}

/** Creates or updates `role` with `password`; returns whether it was created. Never prints the password. */
export async function ensureReportingRole(
  client: RoleClient,
  role: string,
  password: string,
): Promise<{ created: boolean; views: number }> {
  if (!ROLE_NAME.test(role))
    throw new ReportingRoleError(`The role name must be lower-case letters, digits and _ (at most 63), not "${role}".`);
  if (password.length < 12) throw new ReportingRoleError('The password must be at least 12 characters.');
  const who = await client.query<{ me: string; db: string; schema: boolean }>(
    `select current_user as me, current_database() as db,
            exists (select 1 from pg_namespace where nspname = 'reporting') as schema`,
  );
  const { me, db, schema } = who.rows[0]!;
  if (!schema)
    throw new ReportingRoleError('This database has no schema "reporting" yet: start Assay once on it so it migrates.');
  if (role === me) throw new ReportingRoleError(`"${role}" is the role this command connects as; choose another name.`);
  const existing = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = $1', [
    role,
  ]);
  if (existing.rows[0]?.rolsuper)
    throw new ReportingRoleError(`"${role}" is a superuser; the reporting role must be a role of its own.`);

  const r = client.escapeIdentifier(role);
  const options = `login nosuperuser nocreatedb nocreaterole noinherit noreplication nobypassrls password ${client.escapeLiteral(password)}`;
  await client.query('begin');
  try {
    await client.query(`${existing.rows.length ? 'alter' : 'create'} role ${r} with ${options}`);
    await client.query(`alter role ${r} set default_transaction_read_only = on`);
    // Whatever it was given before: memberships, and rights on the app's own tables.
    const memberOf = await client.query<{ rolname: string }>(
      `select g.rolname from pg_auth_members m join pg_roles g on g.oid = m.roleid
        join pg_roles u on u.oid = m.member where u.rolname = $1`,
      [role],
    );
    for (const group of memberOf.rows) await client.query(`revoke ${client.escapeIdentifier(group.rolname)} from ${r}`);
    for (const schemaName of ['public', 'reporting']) {
      await client.query(`revoke all on schema ${schemaName} from ${r}`);
      await client.query(`revoke all on all tables in schema ${schemaName} from ${r}`);
      await client.query(`revoke all on all sequences in schema ${schemaName} from ${r}`);
    }
    await client.query(`grant connect on database ${client.escapeIdentifier(db)} to ${r}`);
    await client.query(`grant usage on schema reporting to ${r}`);
    await client.query(`grant select on all tables in schema reporting to ${r}`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const views = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_views where schemaname = 'reporting'`,
  );
  return { created: existing.rows.length === 0, views: views.rows[0]!.n };
}
