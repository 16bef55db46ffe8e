/**
 * More of write-aims.ts (D366, D379, D396): writes whose record must be in a state, or whose list
 * must name every item, aimed at records in that state. Requisition 1's steps and its last step's
 * activities in their order (the plan's reorders name every one), its question set (the only
 * activity that takes bank questions), a note the owner wrote on Maria Garcia's application (put
 * there first: the seed has none on requisition 1), a mail of the company's own version (saved,
 * previewed, tried, restored), and what the sweep's own writes create, named by the writes after
 * them as the next id of their table: the company's own skills test with a section and a
 * question (the seed has none), and the provider's new customer, which the provider admin suspends
 * and then reinstates (never the Demo Company, whose requests the sweep goes on sending).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';
import type { Hints } from './valid-body.ts';

/** The note the sweep's comment writes change, share and delete. */
const NOTE_UUID = 'c0ffee00-0000-4000-8000-000000000063';

/** The Demo Company's records in the states these aims need. */
export async function stateAimRecords(db: Db, account: number): Promise<Hints> {
  const ids = async (query: ReturnType<typeof sql<{ v: number }>>) =>
    (await query.execute(db)).rows.map((r) => r.v).filter((v) => v !== null);
  const one = async (query: ReturnType<typeof sql<{ v: unknown }>>) => (await query.execute(db)).rows[0]?.v;
  const next = async (table: string, column: string) =>
    Number(await one(sql`select coalesce(max(${sql.ref(column)}), 0) + 1 as v from ${sql.table(table)}`));
  const steps = await ids(
    sql`select job_step_id as v from job_steps where job_id = 1 order by sort_order, job_step_id`,
  );
  const lastStep = steps.at(-1);
  const owner = await one(sql`select user_id as v from users where email = 'owner@demo-company.test'`);
  if (owner !== undefined)
    await sql`insert into application_comments (comment_uuid, ref_id, author_user_id, scope, body)
      select ${NOTE_UUID}, ${DEMO_TRACKERS.mariaOpen}, ${owner}, 'team', 'Strong on the phone screen.'
      where not exists (select 1 from application_comments where comment_uuid = ${NOTE_UUID})`.execute(db);
  const test = await draftSkillsTest(db, account);
  const values: Hints = {
    planSteps: steps,
    lastStep,
    lastStepActivities:
      lastStep === undefined
        ? undefined
        : await ids(sql`select job_step_activity_id as v from job_step_activities where job_step_id = ${lastStep}
            order by sort_order, job_step_activity_id`),
    questionSet: await one(sql`select min(a.job_step_activity_id) as v from job_step_activities a
      join job_steps s using (job_step_id) where s.job_id = 1 and a.activity_type = 'questions'`),
    // Its questions as they are (answered ones cannot go), and one more from the bank.
    questionSetQuestions: await ids(sql`(select q.account_question_id as v, 0 as k, q.sort_order as o
        from job_step_activity_questions q join job_step_activities a using (job_step_activity_id)
        join job_steps s using (job_step_id) where s.job_id = 1 and a.activity_type = 'questions'
          and a.job_step_activity_id = (select min(a2.job_step_activity_id) from job_step_activities a2
            join job_steps s2 using (job_step_id) where s2.job_id = 1 and a2.activity_type = 'questions'))
      union all (select min(b.account_question_id), 1, 0 from account_questions b
        where b.account_id = ${account} and b.question_list = 'prescreen' and not b.is_archived
          and b.account_question_id not in (select account_question_id from job_step_activity_questions q2
            join job_step_activities a3 using (job_step_activity_id) join job_steps s3 using (job_step_id)
            where s3.job_id = 1))
      order by k, o`),
    note: (await one(sql`select comment_uuid as v from application_comments where comment_uuid = ${NOTE_UUID}`))
      ? NOTE_UUID
      : undefined,
    newCustomer: await next('accounts', 'account_id'),
    skillsTest: test.testId,
    skillsSection: test.sections[0],
    otherSkillsSection: test.sections[1],
    skillsQuestion: test.questions[0],
    // The section the sweep adds to it, which its new question then fills.
    newSection: await next('skills_test_sections', 'skills_test_section_id'),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

/**
 * The company's own draft skills test (the seed has none, and the sweep's own creation is sent
 * after the writes that name it): two timed sections, each with a question of two options.
 */
async function draftSkillsTest(db: Db, account: number) {
  const { skills_test_id: testId } = await db
    .insertInto('skills_tests')
    .values({ slug: `sweep-${account}-${Date.now()}`, account_id: account, is_draft: true })
    .returning('skills_test_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skills_test_texts')
    .values({ skills_test_id: testId, language: 'en', title: 'Numeracy', instructions: 'Choose one answer.' })
    .execute();
  const sections: number[] = [];
  const questions: number[] = [];
  for (const sort_order of [1, 2]) {
    const { skills_test_section_id: section } = await db
      .insertInto('skills_test_sections')
      .values({ skills_test_id: testId, sort_order, is_practice: false, minutes: 10 })
      .returning('skills_test_section_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('skills_test_section_texts')
      .values({ skills_test_section_id: section, language: 'en', title: `Part ${sort_order}` })
      .execute();
    const { skills_test_question_id: question } = await db
      .insertInto('skills_test_questions')
      .values({ skills_test_section_id: section, sort_order: 1 })
      .returning('skills_test_question_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('skills_test_question_texts')
      .values({ skills_test_question_id: question, language: 'en', text: 'What is 6 times 7?' })
      .execute();
    for (const [i, text] of ['42', '36'].entries()) {
      const { skills_test_option_id: option } = await db
        .insertInto('skills_test_options')
        .values({ skills_test_question_id: question, sort_order: i + 1, is_correct: i === 0 })
        .returning('skills_test_option_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('skills_test_option_texts')
        .values({ skills_test_option_id: option, language: 'en', text })
        .execute();
    }
    sections.push(section);
    questions.push(question);
  }
  return { testId, sections, questions };
}

/** A mail the company keeps its own version of, with the variable its text must keep. */
const MAIL = 'application_received';
const mailText = {
  subject: 'We have your application',
  html_body: '<p>Follow it here: {{tracker_link}}</p>',
  plain_body: 'Follow it here: {{tracker_link}}',
  from_name: undefined,
  reply_to: undefined,
};
const stepUp = { proof: { password: DEMO_PASSWORD } };
/** A multiple-choice question's options, the first one correct. */
const twoOptions = (right: string, wrong: string) => [
  { text: right, is_correct: true },
  { text: wrong, is_correct: false },
];

interface Aim {
  params?: Hints;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | ((generated: unknown) => unknown);
}

export const STATE_AIMS: Record<string, (records: Hints) => Aim> = {
  // The plan's reorders name every step, and every activity of the last step, in their order.
  'PUT /job/v1/job-step/{jobId}/order/': (r) => ({ body: { job_step_ids: r.planSteps } }),
  'PUT /job/v1/job-step/step/{jobStepId}/order/': (r) => ({
    params: { jobStepId: r.lastStep },
    body: { job_step_activity_ids: r.lastStepActivities },
  }),
  'PUT /job/v1/job-step/question/{jobStepActivityId}/': (r) => ({
    params: { jobStepActivityId: r.questionSet },
    body: { account_question_ids: r.questionSetQuestions },
  }),
  // The application form's activity renamed: the generated settings belong to other kinds.
  'PATCH /job/v1/job-step/activity/{jobStepActivityId}/': () => ({ body: () => ({ title: 'Your application' }) }),
  // The owner's note on Maria Garcia's application: changed, shared with the recruiter, deleted.
  'PATCH /user/v1/comment/{comment_uuid}/': (r) => ({
    params: { comment_uuid: r.note },
    body: { body: 'Strong on the phone screen; references next.' },
  }),
  'POST /user/v1/comment/{comment_uuid}/share/': (r) => ({
    params: { comment_uuid: r.note },
    body: { user_id: r.recruiterId },
  }),
  'DELETE /user/v1/comment/{comment_uuid}/': (r) => ({ params: { comment_uuid: r.note } }),
  // The company's own version of a mail: saved, previewed, tried on the owner, restored to the default.
  'PUT /account/v1/email-template/{slug}/': (r) => ({
    params: { slug: MAIL },
    body: { ...mailText, account_id: r.accountId, language: 'en' },
  }),
  'POST /account/v1/email-template-preview/': (r) => ({
    body: { ...mailText, template_slug: MAIL, language: 'en', account_id: r.accountId, test_data: {} },
  }),
  'POST /account/v1/email-template-test/': (r) => ({
    body: { ...mailText, template_slug: MAIL, language: 'en', account_id: r.accountId, test_data: {} },
  }),
  'DELETE /account/v1/email-template/{slug}/': (r) => ({
    params: { slug: MAIL },
    query: { account_id: r.accountId, language: 'en' },
  }),
  // The company's own draft skills test: changed, a section added and filled, a question and a
  // section changed, published, then a question and the other section deleted from the draft.
  'PUT /account/v1/skills-test/{id}/': (r) => ({ params: { id: r.skillsTest } }),
  'POST /account/v1/skills-test/{id}/section/': (r) => ({
    params: { id: r.skillsTest },
    // pool_size null: the new section has no questions yet to draw from (D503).
    body: { title: 'Fractions', is_practice: false, minutes: 10, pool_size: null },
  }),
  'POST /account/v1/skills-test/section/{id}/question/': (r) => ({
    params: { id: r.newSection },
    body: { text: 'What is half of 18?', options: twoOptions('9', '8') },
  }),
  'PUT /account/v1/skills-test/section/{id}/': (r) => ({
    params: { id: r.otherSkillsSection },
    body: { title: 'Part 2, timed', is_practice: false, minutes: 12 },
  }),
  'PUT /account/v1/skills-test/question/{id}/': (r) => ({
    params: { id: r.skillsQuestion },
    body: { text: 'What is 7 times 6?', options: twoOptions('42', '48') },
  }),
  'POST /account/v1/skills-test/{id}/publish/': (r) => ({ params: { id: r.skillsTest } }),
  'DELETE /account/v1/skills-test/question/{id}/': (r) => ({ params: { id: r.skillsQuestion } }),
  'DELETE /account/v1/skills-test/section/{id}/': (r) => ({ params: { id: r.otherSkillsSection } }),
  // The provider's new customer (POST /admin/v1/customers/), suspended and then reinstated.
  'POST /admin/v1/customers/{id}/suspend/': (r) => ({ params: { id: r.newCustomer }, body: stepUp }),
  'POST /admin/v1/customers/{id}/reinstate/': (r) => ({ params: { id: r.newCustomer }, body: stepUp }),
};
