/**
 * A job's location as the dashboards filter by it and a hired employee's record keeps it: "City,
 * State", either part left out when empty. Below the modules (D338): analytics and people both
 * write it, and people importing analytics for it closed a cycle.
 */
import { sql } from 'kysely';

export const locationOf = (alias: string) =>
  sql`concat_ws(', ', nullif(${sql.ref(`${alias}.city`)}, ''), nullif(${sql.ref(`${alias}.state`)}, ''))`;
