/**
 * The company's question bank (contracts/question-bank.ts). Any staff member of the company reads
 * both lists and adds pre-screen questions (the builder's questions step adds new ones); editing
 * or archiving a question, and adding to the other lists, is company settings
 * (company_settings_access), since requisitions and kits ask or copy from the bank; shared library questions
 * are read-only for companies; another company's questions answer 404. Once candidates have
 * answered a question its type and choices are fixed (409), so their answers keep their meaning.
 */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/question-bank.ts';
import {
  CHOICE_TYPES,
  questionProblems,
  type Question,
  type QuestionInput,
  type QuestionList,
} from '../../../contracts/question-bank.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { HttpError, forbidden, notFound } from '../../http/http-error.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as store from './question-bank.store.ts';
import { holdsFlag } from '../../http/account-access.ts';

const PROBLEM_TEXT = {
  options_required: 'Give at least two choices.',
  options_not_allowed: 'This type of question has no choices.',
  min_above_max: 'The minimum is above the maximum.',
  interview_type: 'Interview questions are answered in the interviewer’s notes (long_text).',
} as const;

/**
 * The question the path names. Its endpoints' permission, with the question as their `resource`,
 * checked its company (server/http/endpoint-access.ts): any staff read, company settings access
 * writes (changing a bank question changes every requisition that asks it, whatever its list); the
 * provider's questions, which have no company, any staff read and provider admins alone write.
 */
async function namedQuestion(db: Db, questionId: number): Promise<Question> {
  const question = await store.findQuestion(db, questionId);
  if (!question) throw notFound('Question not found');
  return question;
}

/** New pre-screen questions are added from the requisition builder too (any role); the other lists are company settings. */
const createFlag = (list: QuestionList) => (list === 'prescreen' ? undefined : 'company_settings_access');

async function check(
  db: Db,
  accountId: number,
  list: QuestionList,
  input: Pick<QuestionInput, 'question_type' | 'options' | 'settings' | 'attributes'>,
) {
  const problems = questionProblems(input, list);
  if (problems.length) {
    throw new HttpError(
      400,
      ErrorCode.validation,
      'Please check the highlighted fields.',
      problems.map((p) => ({ prop: p.prop, message: PROBLEM_TEXT[p.problem] })),
    );
  }
  const attributeIds = (input.attributes ?? []).map((a) => a.attribute_type_id);
  if (
    new Set(attributeIds).size !== attributeIds.length ||
    (await store.usableAttributeCount(db, accountId, attributeIds)) !== attributeIds.length
  ) {
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
      { prop: 'attributes', message: 'One of the attributes does not exist.' },
    ]);
  }
}

/** yes_no questions get Yes and No when no choices are given. */
function defaultOptions(input: Pick<QuestionInput, 'question_type' | 'options'>): QuestionInput['options'] {
  if (input.question_type === 'yes_no' && !input.options?.length)
    return [{ option_text: 'Yes' }, { option_text: 'No' }];
  return CHOICE_TYPES.includes(input.question_type) ? input.options : [];
}

/**
 * The given choices are the current ones, in order, with the same text, points and knockout: only
 * their versions in other languages may differ. Those keep their ids, so answers keep their meaning.
 */
function sameChoices(current: Question['options'], given: NonNullable<QuestionInput['options']>): boolean {
  return (
    current.length === given.length &&
    given.every(
      (o, i) =>
        o.option_text === current[i]!.option_text &&
        (o.score ?? null) === current[i]!.score &&
        (o.is_knockout ?? false) === current[i]!.is_knockout,
    )
  );
}

export function registerQuestionBankRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listQuestions, async ({ query, request }) => {
    const accountId = checkedCompany(request);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 25;
    const { rows, count } = await store.listQuestions(db, {
      accountId,
      list: query.question_list ?? 'prescreen',
      search: query.search || undefined,
      questionType: query.question_type,
      includeArchived: query.include_archived === '1',
      page,
      pageSize,
    });
    return { data: rows, count, page, page_size: pageSize };
  });

  registerEndpoint(app, db, api.getQuestion, async ({ params }) => namedQuestion(db, params.accountQuestionId));

  registerEndpoint(app, db, api.createQuestion, async ({ body, request }) => {
    const viewer = requireUser(request);
    const list = body.question_list ?? 'prescreen';
    // The 'company-staff' permission checked the company; not declarable: the flag depends on the body's list.
    const accountId = checkedCompany(request);
    const flag = createFlag(list);
    if (flag && !holdsFlag(viewer, flag, accountId)) throw forbidden();
    await check(db, accountId, list, body);
    const questionId = await db.transaction().execute(async (trx) => {
      const newId = await store.insertQuestion(trx, accountId, viewer.user_id, list, {
        question_type: body.question_type,
        question_text: body.question_text,
        help_text: body.help_text ?? '',
        measurement_type_id: body.measurement_type_id ?? null,
        settings: body.settings ?? {},
        question_text_i18n: body.question_text_i18n ?? {},
        help_text_i18n: body.help_text_i18n ?? {},
      });
      await store.replaceOptions(trx, newId, defaultOptions(body) ?? []);
      await store.replaceAttributes(trx, newId, body.attributes ?? []);
      return newId;
    });
    return (await store.findQuestion(db, questionId))!;
  });

  registerEndpoint(app, db, api.patchQuestion, async ({ params, body }) => {
    const current = await namedQuestion(db, params.accountQuestionId);
    const type = body.question_type ?? current.question_type;
    const changesType = body.question_type !== undefined && body.question_type !== current.question_type;
    // Choices given as they are, with new versions only: translated in place, not replaced (D287).
    const versionsOnly = !changesType && body.options !== undefined && sameChoices(current.options, body.options);
    const changesChoices = changesType || (body.options !== undefined && !versionsOnly);
    const options =
      body.options ??
      (body.question_type !== undefined && body.question_type !== current.question_type ? undefined : current.options);
    await check(db, current.account_id ?? 0, current.question_list, {
      question_type: type,
      options: options ?? [],
      settings: body.settings ?? current.settings,
      attributes: body.attributes,
    });
    if (changesChoices && (await store.hasAnswers(db, current.account_question_id))) {
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'Candidates have already answered this question, so its type and choices cannot change.',
      );
    }
    await db.transaction().execute(async (trx) => {
      const values: Partial<store.QuestionValues & { is_archived: boolean }> = {};
      if (body.question_type !== undefined) values.question_type = body.question_type;
      if (body.question_text !== undefined) values.question_text = body.question_text;
      if (body.question_text_i18n !== undefined) values.question_text_i18n = body.question_text_i18n;
      if (body.help_text !== undefined) values.help_text = body.help_text;
      if (body.help_text_i18n !== undefined) values.help_text_i18n = body.help_text_i18n;
      if (body.measurement_type_id !== undefined) values.measurement_type_id = body.measurement_type_id;
      if (body.settings !== undefined) values.settings = body.settings;
      if (body.is_archived !== undefined) values.is_archived = body.is_archived;
      await store.updateQuestion(trx, current.account_question_id, values);
      if (changesChoices)
        await store.replaceOptions(
          trx,
          current.account_question_id,
          defaultOptions({ question_type: type, options: body.options }) ?? [],
        );
      if (versionsOnly)
        await store.setOptionVersions(
          trx,
          current.options.map((o) => o.question_option_id),
          body.options!.map((o) => o.option_text_i18n),
        );
      if (body.attributes !== undefined)
        await store.replaceAttributes(trx, current.account_question_id, body.attributes);
    });
    return (await store.findQuestion(db, current.account_question_id))!;
  });

  registerEndpoint(app, db, api.archiveQuestion, async ({ params }) => {
    const question = await namedQuestion(db, params.accountQuestionId);
    await store.archiveQuestion(db, question.account_question_id);
    return { ok: true };
  });
}
