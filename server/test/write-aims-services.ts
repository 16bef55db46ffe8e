/**
 * More of write-aims.ts (D366, D396, D446): the writes on outside services and the last records of
 * the kind a write needs, put there before the sweep (after write-aims-fresh.ts's). Maria Garcia
 * has a mobile number, which the hire form the sweep sends before the text message confirms, so
 * the message reaches her thread (kept in the outbox: no provider is connected). Another applicant
 * of requisition 1 whose video answers are ready has one answer's playable copy failed (asked
 * again) and another given captions; the same application has a manual background check under
 * way (its outcome recorded, no document) and an invitation the provider could not take (sent
 * again), with the company connected to the provider (nothing is called: the invitation is
 * queued and the sweep runs no jobs). The sweep's own job board is switched on for every posting
 * and made a push board whose address the server refuses before calling it (a private address),
 * so its check is recorded as failing, its postings are queued, and one of them is queued again.
 * Two employees on no job profile are added to one and one of them moved to another; an outcome
 * question for employees is reworded and deleted while the sweep's own, for supervisors, is
 * ordered and archived. A raw-score conversion names the first questionnaire's first item; a text
 * field of the company's is changed (kept a text field); the application form's fields are put in
 * reverse order; an attribute of requisition 1's second group (the sweep deletes its first group)
 * is deleted; and Maria Garcia's application moves, last, to the requisition with the onboarding
 * step, which she has not applied to. Writing help answers from a stand-in on loopback
 * (write-sweep-kit.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';
import { readScoringItems } from '../db/hiring-form.ts';
import { saveConnection } from '../modules/background-checks/index.ts';
import type { Hints } from './valid-body.ts';

/** A Spanish mobile number as a person types it (+, the country code, spaces). */
const MARIA_MOBILE = '+34 612 345 678';
/** The first questionnaire of the seed (the personality one). */
const QUESTIONNAIRE = 1;

export async function serviceAimRecords(db: Db, account: number): Promise<Hints> {
  const one = async (query: ReturnType<typeof sql<{ v: unknown }>>) => (await query.execute(db)).rows[0]?.v;
  await sql`update users set phone_number = ${MARIA_MOBILE} where user_id =
    (select user_id from user_trackers where ref_id = ${DEMO_TRACKERS.mariaOpen})`.execute(db);
  // An applicant of requisition 1 no other write names, with two ready video answers.
  const answered = (
    await sql<{ app: number; ref: string; answer: number }>`select t.user_step_tracker_id as app, t.ref_id as ref,
      a.video_answer_id as answer from video_answers a join user_trackers t using (ref_id)
      where t.job_id = 1 and a.status = 'ready' and t.status = 'active'
        and t.ref_id not in (${sql.join(Object.values(DEMO_TRACKERS))})
      order by t.user_step_tracker_id, a.video_answer_id`.execute(db)
  ).rows;
  const first = answered[0];
  const answers = answered.filter((a) => a.app === first?.app).map((a) => a.answer);
  if (!first || answers.length < 2) return {};
  await db
    .insertInto('video_processing')
    .values({
      video_answer_id: answers[0]!,
      ref_id: first.ref,
      account_id: account,
      transcode_status: 'failed',
      transcode_reason: 'ffmpeg could not read the recording.',
    })
    .execute();
  await saveConnection(db, account, { api_key: 'sweep-checkr-key', package: 'tasker_standard' });
  const check = (status: 'in_progress' | 'failed', provider: 'manual' | 'checkr') =>
    db
      .insertInto('background_checks')
      .values({
        account_id: account,
        ref_id: first.ref,
        provider,
        status,
        last_error: status === 'failed' ? 'The provider refused the candidate’s email address.' : '',
      })
      .returning('check_id')
      .executeTakeFirstOrThrow();
  const manualCheck = (await check('in_progress', 'manual')).check_id;
  const failedInvitation = (await check('failed', 'checkr')).check_id;
  // Two employees on no job profile, added to one by the sweep; one of them then moved to another.
  const newcomers = await db
    .insertInto('employees')
    .values(
      [
        { first_name: 'Samira', last_name: 'Haddad', email: 'samira.haddad@demo-company.test' },
        { first_name: 'Tomás', last_name: 'Ferreira', email: 'tomas.ferreira@demo-company.test' },
      ].map((person) => ({
        ...person,
        account_id: account,
        job_title: 'Customer Support Specialist',
        start_date: '2026-09-01',
      })),
    )
    .returning('employee_id')
    .execute();
  // An outcome question for employees, which the sweep rewords and deletes by its id (the first):
  // the sweep's own question, for supervisors and the next id, is ordered and then archived.
  await db
    .insertInto('outcome_questions')
    .values({
      account_id: account,
      audience: 'employee',
      question: 'How likely are you to recommend working here?',
      sort_order: 1,
    })
    .execute();
  const item = (await readScoringItems(db, QUESTIONNAIRE)).find((i) => !i.is_practice);
  const applicationFields = (
    await sql<{ v: number }>`select account_field_id as v from account_fields where account_id = ${account}
      and usage_type_id = 2 and field_group = 'application' and not is_archived order by sort_order`.execute(db)
  ).rows.map((r) => r.v);
  const values: Hints = {
    answeredApplication: first.app,
    failedAnswer: answers[0],
    uncaptionedAnswer: answers[1],
    manualCheck,
    failedInvitation,
    scoredItem: item?.item_id,
    scoredItemValue: item?.min_value,
    applicationFields,
    newcomers: newcomers.map((e) => e.employee_id),
    sweepOutcomeQuestion: Number(await one(sql`select max(outcome_question_id) + 1 as v from outcome_questions`)),
    // An attribute of requisition 1's second group: the sweep deletes its first group before.
    keptGroupAttribute: await one(sql`select min(ga.job_attribute_group_attribute_id) as v
      from job_attribute_group_attributes ga join job_attribute_groups g using (job_attribute_group_id)
      where g.job_id = 1 and g.job_attribute_group_id > (select min(job_attribute_group_id) from job_attribute_groups
        where job_id = 1)`),
    // A text field of the company's: changed keeping its type, which answers would forbid changing.
    textField: await one(sql`select min(account_field_id) as v from account_fields where account_id = ${account}
      and usage_type_id = 2 and field_type = 'text' and not is_archived`),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

interface Aim {
  params?: Hints;
  body?: Record<string, unknown> | ((generated: unknown) => unknown);
}

/** The sweep's own job board (the first of its table), made a push board. */
const BOARD = 1;

export const SERVICE_AIMS: Record<string, (records: Hints) => Aim> = {
  'POST /user-response/v1/raw-score-convert/': (r) => ({
    body: () => ({
      asmt_id: QUESTIONNAIRE,
      answers: [{ item_id: r.scoredItem, value: r.scoredItemValue }],
      language: 'en',
    }),
  }),
  'POST /smartreq/v1/video-answers/{userSmartreqId}/retry/{videoAnswerId}/': (r) => ({
    params: { userSmartreqId: r.answeredApplication, videoAnswerId: r.failedAnswer },
  }),
  'PUT /smartreq/v1/video-answers/{userSmartreqId}/captions/{videoAnswerId}/': (r) => ({
    params: { userSmartreqId: r.answeredApplication, videoAnswerId: r.uncaptionedAnswer },
    body: () => ({
      cues: [
        { start_ms: 0, end_ms: 2400, text: 'Hi, I would like to work in customer support' },
        { start_ms: 2400, end_ms: 4000, text: 'because I enjoy helping people.' },
      ],
    }),
  }),
  'PUT /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/outcome/': (r) => ({
    params: { userSmartreqId: r.answeredApplication, checkId: r.manualCheck },
    body: () => ({ result: 'clear', note: 'Report received by post; nothing to consider.', document_id: null }),
  }),
  'POST /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/retry/': (r) => ({
    params: { userSmartreqId: r.answeredApplication, checkId: r.failedInvitation },
  }),
  'PUT /account/v1/job-board/{id}/': () => ({ params: { id: BOARD }, body: { is_enabled: true, includes: 'all' } }),
  'PUT /account/v1/job-board/{id}/connection/': () => ({
    params: { id: BOARD },
    body: () => ({ delivery: 'push', endpoint_url: 'https://127.0.0.1/board-api', api_key: 'board-key-1' }),
  }),
  'POST /account/v1/job-board/{id}/connection/test/': () => ({ params: { id: BOARD } }),
  'POST /account/v1/job-board/{id}/distribution/{postingId}/retry/': () => ({ params: { id: BOARD } }),
  'POST /integration/v1/messaging/application/{userSmartreqId}/send/': () => ({
    body: () => ({ body: 'Hi {{first_name}}, can you call us back about your interview?' }),
  }),
  'POST /ai-writing/v1/suggestions/': () => ({
    body: () => ({
      action: 'generate',
      text: '',
      prompt: 'A short thank-you to a candidate for applying',
      language: 'en',
      format: 'markdown',
    }),
  }),
  'PUT /account/v1/account-fields/order/': (r) => ({
    body: (generated) => ({
      ...(generated as object),
      field_group: 'application',
      account_field_ids: Array.isArray(r.applicationFields) ? [...(r.applicationFields as number[])].reverse() : [],
    }),
  }),
  'DELETE /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/': (r) => ({
    params: { jobAttributeGroupAttributeId: r.keptGroupAttribute },
  }),
  // Names and the mobile number confirmed before hiring: Maria Garcia's, which the text message needs.
  'PATCH /user/v1/hire/': () => ({ body: { phone_number: MARIA_MOBILE } }),
  'PUT /user-response/v1/outcome-questions/order/': (r) => ({
    body: { audience: 'supervisor', outcome_question_ids: [r.sweepOutcomeQuestion] },
  }),
  'PUT /user-response/v1/outcome-questions/{id}/archive/': (r) => ({
    params: { id: r.sweepOutcomeQuestion },
    body: { archived: true },
  }),
  // An open requisition of the company's Maria Garcia has not applied to.
  'POST /smartreq/v1/move-applicants/': (r) => ({ body: { to_job_id: r.onboardingJob } }),
};
