/** A company's screening-question templates and their ordered questions. */
import type {
  ListScreeningTemplates,
  ScreeningTemplate,
  ScreeningTemplateOrdering,
} from '../../../contracts/screening-templates.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

type Head = { screening_template_id: number; account_id: number; name: string; updated_at: Date };

async function withQuestions(db: Db, heads: Head[]): Promise<ScreeningTemplate[]> {
  const ids = heads.map((h) => h.screening_template_id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('screening_template_questions as tq')
          .innerJoin('account_questions as q', 'q.account_question_id', 'tq.account_question_id')
          .select(['tq.screening_template_id', 'q.account_question_id', 'q.question_text', 'q.question_type'])
          .where('tq.screening_template_id', 'in', ids)
          .orderBy('tq.sort_order')
          .execute();
  return heads.map((h) => ({
    ...h,
    updated_at: new Date(h.updated_at).toISOString(),
    questions: rows
      .filter((r) => r.screening_template_id === h.screening_template_id)
      .map(({ account_question_id, question_text, question_type }) => ({
        account_question_id,
        question_text,
        question_type,
      })),
  }));
}

const HEAD = ['screening_template_id', 'account_id', 'name', 'updated_at'] as const;

export async function listTemplates(
  db: Db,
  query: ListScreeningTemplates,
): Promise<{ results: ScreeningTemplate[]; count: number }> {
  const ordering: ScreeningTemplateOrdering = query.ordering ?? 'name';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let base = db.selectFrom('screening_templates').where('account_id', '=', query.account_id);
  if (query.search) base = base.where('name', 'ilike', `%${escapeLike(query.search)}%`);
  const heads = await base
    .select(HEAD)
    .orderBy(ordering.replace(/^-/, '') as 'name' | 'updated_at', ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('screening_template_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { results: await withQuestions(db, heads), count: Number(n) };
}

export async function templateById(db: Db, id: number, lock = false): Promise<ScreeningTemplate | undefined> {
  let query = db.selectFrom('screening_templates').select(HEAD).where('screening_template_id', '=', id);
  if (lock) query = query.forUpdate();
  const head = await query.executeTakeFirst();
  return head && (await withQuestions(db, [head]))[0];
}

export async function nameTaken(db: Db, accountId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('screening_templates')
    .select('screening_template_id')
    .where('account_id', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('screening_template_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The ids among `ids` that are live questions of the company's pre-screen list. */
export async function prescreenQuestionIds(db: Db, accountId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('account_questions')
    .select('account_question_id')
    .where('account_id', '=', accountId)
    .where('question_list', '=', 'prescreen')
    .where('is_archived', '=', false)
    .where('account_question_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.account_question_id));
}

export async function insertTemplate(db: Db, accountId: number, name: string): Promise<number> {
  return (
    await db
      .insertInto('screening_templates')
      .values({ account_id: accountId, name })
      .returning('screening_template_id')
      .executeTakeFirstOrThrow()
  ).screening_template_id;
}

export async function saveTemplate(db: Db, id: number, name: string, questionIds: readonly number[]): Promise<void> {
  await db
    .updateTable('screening_templates')
    .set({ name, updated_at: new Date() })
    .where('screening_template_id', '=', id)
    .execute();
  await db.deleteFrom('screening_template_questions').where('screening_template_id', '=', id).execute();
  if (questionIds.length > 0) {
    await db
      .insertInto('screening_template_questions')
      .values(
        questionIds.map((account_question_id, i) => ({
          screening_template_id: id,
          account_question_id,
          sort_order: i + 1,
        })),
      )
      .execute();
  }
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('screening_templates').where('screening_template_id', '=', id).execute();
}
