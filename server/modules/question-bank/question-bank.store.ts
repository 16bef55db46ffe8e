/** The only SQL of the question bank (migrations 0007, 0059): questions with their list, choices and attributes. */
import { sql } from 'kysely';
import { storedVersions, type TextVersions } from '../../../contracts/company-text.ts';
import type { Question, QuestionInput, QuestionList, QuestionType } from '../../../contracts/question-bank.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

export interface ListOptions {
  accountId: number;
  list: QuestionList;
  search?: string;
  questionType?: QuestionType;
  includeArchived: boolean;
  page: number;
  pageSize: number;
}

/**
 * The choices of these questions, each question's in its order (sort_order, then id), with their
 * versions by language (D287): the one reader of question_options, for the bank and for the
 * screening questions a candidate answers.
 */
export async function readQuestionOptions(db: Db, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('question_options')
    .select([
      'question_option_id',
      'account_question_id',
      'option_text',
      'option_text_i18n',
      'sort_order',
      'score',
      'is_knockout',
    ])
    .where('account_question_id', 'in', questionIds)
    .orderBy('sort_order')
    .orderBy('question_option_id')
    .execute();
}

async function withDetails(
  db: Db,
  rows: {
    account_question_id: number;
    account_id: number | null;
    question_list: QuestionList;
    question_type: QuestionType;
    question_text: string;
    question_text_i18n: unknown;
    help_text: string;
    help_text_i18n: unknown;
    measurement_type_id: number | null;
    settings: unknown;
    is_archived: boolean;
    created_at: Date;
  }[],
): Promise<Question[]> {
  const ids = rows.map((r) => r.account_question_id);
  if (ids.length === 0) return [];
  const options = await readQuestionOptions(db, ids);
  const attributes = await db
    .selectFrom('question_attributes as qa')
    .select([
      'qa.account_question_id',
      'qa.attribute_type_id',
      'qa.weight',
      sql<string>`coalesce((select x.name from attribute_type_texts x where x.attribute_type_id = qa.attribute_type_id and x.language = 'en'), '')`.as(
        'name',
      ),
    ])
    .where('qa.account_question_id', 'in', ids)
    .orderBy('qa.attribute_type_id')
    .execute();
  const askedIn = await db
    .selectFrom('job_step_activity_questions')
    .select(['account_question_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('account_question_id', 'in', ids)
    .groupBy('account_question_id')
    .execute();
  const copiedIn = await db
    .selectFrom('interview_kit_questions as q')
    .innerJoin('interview_kits as k', 'k.interview_kit_id', 'q.interview_kit_id')
    .select(['q.account_question_id', sql<string>`count(distinct q.interview_kit_id)`.as('n')])
    .where('q.account_question_id', 'in', ids)
    .where('k.archived_at', 'is', null)
    .groupBy('q.account_question_id')
    .execute();
  const usage = [...askedIn, ...copiedIn];
  return rows.map((r) => ({
    account_question_id: r.account_question_id,
    account_id: r.account_id,
    question_list: r.question_list,
    question_type: r.question_type,
    question_text: r.question_text,
    question_text_i18n: storedVersions(r.question_text_i18n),
    help_text: r.help_text,
    help_text_i18n: storedVersions(r.help_text_i18n),
    measurement_type_id: r.measurement_type_id,
    settings: (typeof r.settings === 'object' && r.settings !== null ? r.settings : {}) as Question['settings'],
    is_archived: r.is_archived,
    created_at: new Date(r.created_at).toISOString(),
    options: options
      .filter((o) => o.account_question_id === r.account_question_id)
      .map((o) => ({
        question_option_id: o.question_option_id,
        option_text: o.option_text,
        option_text_i18n: storedVersions(o.option_text_i18n),
        sort_order: o.sort_order,
        score: o.score === null ? null : Number(o.score),
        is_knockout: o.is_knockout,
      })),
    attributes: attributes
      .filter((a) => a.account_question_id === r.account_question_id)
      .map((a) => ({ attribute_type_id: a.attribute_type_id, name: a.name, weight: a.weight })),
    usage_count: usage
      .filter((u) => u.account_question_id === r.account_question_id)
      .reduce((sum, u) => sum + Number(u.n), 0),
  }));
}

const COLUMNS = [
  'account_question_id',
  'account_id',
  'question_list',
  'question_type',
  'question_text',
  'question_text_i18n',
  'help_text',
  'help_text_i18n',
  'measurement_type_id',
  'settings',
  'is_archived',
  'created_at',
] as const;

export async function listQuestions(db: Db, options: ListOptions): Promise<{ rows: Question[]; count: number }> {
  let query = db
    .selectFrom('account_questions')
    .where((eb) => eb.or([eb('account_id', '=', options.accountId), eb('account_id', 'is', null)]))
    .where('question_list', '=', options.list);
  if (!options.includeArchived) query = query.where('is_archived', '=', false);
  if (options.questionType) query = query.where('question_type', '=', options.questionType);
  if (options.search) query = query.where(sql<boolean>`question_text ilike ${'%' + escapeLike(options.search) + '%'}`);
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('account_question_id', 'desc')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return { rows: await withDetails(db, rows), count: Number(total.n) };
}

/** Of the given ids, the questions of `list` (or of one of the lists) that `accountId` may use: its own or the shared library's. */
export async function usableQuestionIds(
  db: Db,
  accountId: number,
  list: QuestionList | readonly QuestionList[],
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('account_questions')
    .select('account_question_id')
    .where('account_question_id', 'in', [...ids])
    .where('question_list', 'in', typeof list === 'string' ? [list] : [...list])
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)]))
    .execute();
  return new Set(rows.map((r) => r.account_question_id));
}

export async function findQuestion(db: Db, questionId: number): Promise<Question | undefined> {
  const row = await db
    .selectFrom('account_questions')
    .select(COLUMNS)
    .where('account_question_id', '=', questionId)
    .executeTakeFirst();
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

export type QuestionValues = Required<Pick<QuestionInput, 'question_type' | 'question_text'>> & {
  help_text: string;
  measurement_type_id: number | null;
  settings: QuestionInput['settings'];
  question_text_i18n?: TextVersions;
  help_text_i18n?: TextVersions;
};

/** A value's versions as the jsonb column stores them: blank ones dropped. */
const asStored = (versions: TextVersions | undefined) =>
  versions === undefined ? undefined : JSON.stringify(storedVersions(versions));

export async function insertQuestion(
  db: Db,
  accountId: number,
  userId: number,
  list: QuestionList,
  values: QuestionValues,
): Promise<number> {
  const row = await db
    .insertInto('account_questions')
    .values({
      account_id: accountId,
      created_by: userId,
      question_list: list,
      ...values,
      question_text_i18n: asStored(values.question_text_i18n),
      help_text_i18n: asStored(values.help_text_i18n),
      settings: JSON.stringify(values.settings ?? {}),
    })
    .returning('account_question_id')
    .executeTakeFirstOrThrow();
  return row.account_question_id;
}

export async function updateQuestion(
  db: Db,
  questionId: number,
  values: Partial<QuestionValues & { is_archived: boolean }>,
): Promise<void> {
  const { settings, question_text_i18n, help_text_i18n, ...rest } = values;
  const set = {
    ...rest,
    ...(settings !== undefined ? { settings: JSON.stringify(settings) } : {}),
    ...(question_text_i18n !== undefined ? { question_text_i18n: asStored(question_text_i18n) } : {}),
    ...(help_text_i18n !== undefined ? { help_text_i18n: asStored(help_text_i18n) } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('account_questions').set(set).where('account_question_id', '=', questionId).execute();
}

export async function archiveQuestion(db: Db, questionId: number): Promise<void> {
  await db
    .updateTable('account_questions')
    .set({ is_archived: true })
    .where('account_question_id', '=', questionId)
    .execute();
}

export async function replaceOptions(
  db: Db,
  questionId: number,
  options: NonNullable<QuestionInput['options']>,
): Promise<void> {
  await db.deleteFrom('question_options').where('account_question_id', '=', questionId).execute();
  if (options.length === 0) return;
  await db
    .insertInto('question_options')
    .values(
      options.map((o, i) => ({
        account_question_id: questionId,
        option_text: o.option_text,
        option_text_i18n: asStored(o.option_text_i18n ?? {}),
        sort_order: i + 1,
        score: o.score ?? null,
        is_knockout: o.is_knockout ?? false,
      })),
    )
    .execute();
}

/**
 * Each choice's versions, in the order of `optionIds` (one not given keeps its own); the choices
 * themselves (ids, answers' meaning) stay.
 */
export async function setOptionVersions(
  db: Db,
  optionIds: readonly number[],
  versions: readonly (TextVersions | undefined)[],
): Promise<void> {
  for (const [i, id] of optionIds.entries())
    if (versions[i] !== undefined)
      await db
        .updateTable('question_options')
        .set({ option_text_i18n: asStored(versions[i] ?? {}) })
        .where('question_option_id', '=', id)
        .execute();
}

export async function replaceAttributes(
  db: Db,
  questionId: number,
  attributes: NonNullable<QuestionInput['attributes']>,
): Promise<void> {
  await db.deleteFrom('question_attributes').where('account_question_id', '=', questionId).execute();
  if (attributes.length === 0) return;
  await db
    .insertInto('question_attributes')
    .values(
      attributes.map((a) => ({
        account_question_id: questionId,
        attribute_type_id: a.attribute_type_id,
        weight: a.weight ?? 1,
      })),
    )
    .execute();
}

export async function usableAttributeCount(
  db: Db,
  accountId: number,
  attributeTypeIds: readonly number[],
): Promise<number> {
  if (attributeTypeIds.length === 0) return 0;
  const row = await db
    .selectFrom('attribute_types')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('attribute_type_id', 'in', [...attributeTypeIds])
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether candidates have answered the question (answers are stored with item_id 'q<id>'). */
export async function hasAnswers(db: Db, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_answers')
    .select('item_id')
    .where('item_id', '=', `q${questionId}`)
    .executeTakeFirst();
  return row !== undefined;
}
