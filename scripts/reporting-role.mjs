// `npm run reporting:role -- [--role NAME]`: creates or updates the read-only PostgreSQL role a BI
// tool (Metabase, Superset) signs in with: LOGIN, SELECT on the views of schema `reporting` only
// (docs/reporting.md, D229). The password comes from REPORTING_PASSWORD (or `--password`, which
// other users of the machine can see in the process list); it is never printed. Runs again safely.
import pg from 'pg';
import { readConfig } from '../server/config.ts';
import { DEFAULT_REPORTING_ROLE, ReportingRoleError, ensureReportingRole } from '../server/modules/reporting/index.ts';

function option(name) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const config = readConfig();
if (!config.databaseUrl) {
  console.error(
    'The reporting role needs PostgreSQL (set DATABASE_URL): the embedded database has no other users and takes no network sign-ins.',
  );
  process.exit(1);
}
const role = option('role') ?? process.env.REPORTING_ROLE ?? DEFAULT_REPORTING_ROLE;
const password = option('password') ?? process.env.REPORTING_PASSWORD;
if (!password) {
  console.error('Give the role a password: REPORTING_PASSWORD=... npm run reporting:role -- --role NAME');
  process.exit(1);
}

const client = new pg.Client({ connectionString: config.databaseUrl });
try {
  await client.connect();
  const { created, views } = await ensureReportingRole(client, role, password);
  console.log(
    `${created ? 'Created' : 'Updated'} role ${role}: it reads the ${views} views of schema reporting, nothing else.`,
  );
} catch (error) {
  console.error(error instanceof ReportingRoleError ? error.message : `Could not set up the role: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
