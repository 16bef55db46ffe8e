/**
 * Skills-test authoring: the owner rule (provider admins author the provider's library and any
 * company's tests; a company's staff with company_settings_access author only their company's)
 * and a new draft test with its English texts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AuthoredSkillsTest, CreateSkillsTest } from '../../../contracts/skills-test-authoring.ts';
import { MAX_SKILLS_TEST_INSTRUCTIONS, MAX_SKILLS_TEST_TITLE } from '../../../contracts/skills-test-authoring.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { requireAccountStaff } from '../../http/account-access.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/user.store.ts';

/** The owner an author acts for: null is the provider's library, which only provider admins author. */
function requireOwner(viewer: LoadedUser, accountId: number | null | undefined): number | null {
  if (accountId === null || accountId === undefined) {
    if (!viewer.is_jf_admin) throw forbidden();
    return null;
  }
  return requireAccountStaff(viewer, accountId, 'company_settings_access');
}

async function listFor(db: Db, owner: number | null, onlyId?: number): Promise<AuthoredSkillsTest[]> {
  let query = db
    .selectFrom('skills_tests as t')
    .leftJoin('skills_test_texts as x', (j) => j.onRef('x.skills_test_id', '=', 't.skills_test_id').on('x.language', '=', 'en'))
    .select((eb) => [
      't.skills_test_id',
      't.account_id',
      't.slug',
      eb.fn.coalesce('x.title', eb.val('')).as('title'),
      eb
        .selectFrom('skills_test_sections as s')
        .whereRef('s.skills_test_id', '=', 't.skills_test_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('section_count'),
      eb
        .selectFrom('skills_test_questions as q')
        .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
        .whereRef('s.skills_test_id', '=', 't.skills_test_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('question_count'),
    ])
    .where(owner === null ? sql<boolean>`t.account_id is null` : sql<boolean>`t.account_id = ${owner}`);
  if (onlyId !== undefined) query = query.where('t.skills_test_id', '=', onlyId);
  const rows = await query.orderBy('t.skills_test_id').execute();
  return rows.map((r) => ({ ...r, title: r.title ?? '', section_count: Number(r.section_count ?? 0), question_count: Number(r.question_count ?? 0) }));
}

export async function listAuthored(db: Db, viewer: LoadedUser, query: { account_id?: number }): Promise<AuthoredSkillsTest[]> {
  return listFor(db, requireOwner(viewer, query.account_id));
}

export async function createTest(db: Db, viewer: LoadedUser, body: CreateSkillsTest): Promise<AuthoredSkillsTest> {
  const owner = requireOwner(viewer, body.account_id);
  const title = body.title.trim();
  const instructions = (body.instructions ?? '').trim();
  const problems: { prop: string; message: string }[] = [];
  if (title === '') problems.push({ prop: 'title', message: 'Enter a title.' });
  else if (title.length > MAX_SKILLS_TEST_TITLE) problems.push({ prop: 'title', message: `The title can be at most ${MAX_SKILLS_TEST_TITLE} characters.` });
  if (instructions.length > MAX_SKILLS_TEST_INSTRUCTIONS)
    problems.push({ prop: 'instructions', message: `The instructions can be at most ${MAX_SKILLS_TEST_INSTRUCTIONS} characters.` });
  if (problems.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems);
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('skills_tests')
      .values({ slug: `authored-${randomUUID()}`, account_id: owner })
      .returning('skills_test_id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('skills_test_texts').values({ skills_test_id: row.skills_test_id, language: 'en', title, instructions }).execute();
    return row.skills_test_id;
  });
  const [test] = await listFor(db, owner, created);
  return test!;
}
