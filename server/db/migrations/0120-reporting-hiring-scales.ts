/**
 * The reporting schema's `scores` view (0107, D229) leaves out the scales kept out of hiring (D198,
 * D263, D266): a BI tool reads a requisition's scores as every other staff read about hiring does.
 * The list is frozen here as KEPT_OUT_OF_HIRING (contracts/hiring-attributes.ts) reads today; a
 * change to that list needs a migration of its own. The view keeps its columns, comments and grants
 * (`create or replace`).
 */
import { sql, type Kysely } from 'kysely';
import { REPORTING_VIEWS } from './0107-reporting-schema.ts';

const KEPT_OUT = `not (at.category = 'personality' and at.code in ('N', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'O6'))`;
const ATTRIBUTE_JOIN = 'join attribute_types at on at.attribute_type_id = s.attribute_type_id';

function scoresSelect(): string {
  const select = REPORTING_VIEWS.find((view) => view.name === 'scores')!.select;
  if (!select.includes(ATTRIBUTE_JOIN)) throw new Error('0120: the scores view no longer reads as 0107 wrote it');
  return select;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const select = scoresSelect().replace(ATTRIBUTE_JOIN, `${ATTRIBUTE_JOIN} and ${KEPT_OUT}`);
  await sql.raw(`create or replace view reporting.scores as ${select}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create or replace view reporting.scores as ${scoresSelect()}`).execute(db);
}
