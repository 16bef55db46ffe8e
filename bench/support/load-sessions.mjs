// Sign-ins and the data the load scenarios need (bench/load.mjs, bench/profile-server.mjs).
import { randomUUID } from 'node:crypto';
import { signUp } from './server.mjs';

export const PASSWORD = 'Assay-demo-1';
export const OWNER = 'owner@demo-company.test';
export const OPEN_JOB_UUID = '11111111-1111-4111-8111-111111111111';
export const OPEN_JOB_ID = 1;
// Answers a candidate's device sends in one batch after a spell offline (one page of questions).
export const BATCH_SIZE = 8;

export async function call(base, method, path, body, token) {
  const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json?.data;
}

export const signIn = (base, email) => call(base, 'POST', '/auth/v1/login/', { email, password: PASSWORD });

/** The owner's token and one application of the open requisition, for the list and scorecard scenarios. */
export async function staffSession(base) {
  const session = await signIn(base, OWNER);
  const page = await call(base, 'GET', `/smartreq/v1/applicants/${OPEN_JOB_ID}/`, undefined, session.token);
  if (!page?.data?.length) throw new Error('The open requisition has no applicants: is the demo seed on?');
  return { token: session.token, userSmartreqId: page.data[0].user_smartreq_id };
}

/** A new candidate applies to the open requisition and opens its questionnaire, so answers have an attempt to land in. */
export async function answeringSession(server) {
  const { base } = server;
  const email = `load-${randomUUID()}@bench.test`;
  await signUp(server, {
    first_name: 'Load',
    last_name: 'Bench',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const session = await signIn(base, email);
  const me = await call(base, 'GET', '/auth/v1/', undefined, session.token);
  const tracker = await call(
    base,
    'POST',
    `/user/v1/progress-tracker/user/${me.user_id}/`,
    { job_uuid: OPEN_JOB_UUID },
    session.token,
  );
  const detail = await call(base, 'GET', `/user/v1/progress-tracker/${tracker.ref_id}/`, undefined, session.token);
  const activity = detail.steps.flatMap((step) => step.activities).find((a) => a.activity_type === 'assessment');
  const content = await call(
    base,
    'GET',
    // With the tracker, as the questionnaire screen asks: a requisition's hiring form leaves out
    // the items of the scales kept out of hiring (D291), and the server refuses answers to them.
    `/user-response/v1/assessment-content/${activity.asmt_id}/?ref_id=${tracker.ref_id}`,
    undefined,
    session.token,
  );
  const itemIds = content.sections
    .flatMap((section) => section.items)
    .filter((item) => !item.is_practice)
    .slice(0, 8)
    .map((item) => item.item_id);
  const target = {
    ref_id: tracker.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    attempt_id: randomUUID(),
  };
  await call(
    base,
    'POST',
    '/user-response/v1/set-start-time/',
    { ...target, started_at: new Date().toISOString() },
    session.token,
  );
  return { token: session.token, target, itemIds };
}

/**
 * autocannon's request for the answer batch: `size` items of the session's attempt, each with a
 * fresh key, all at a revision higher than the last request's, so every request is a real write.
 */
export function answerBatchRequest(session, size) {
  let revision = 0;
  return {
    method: 'POST',
    path: '/api/user-response/v1/assessment-answers/batch/',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    setupRequest: (request) => {
      revision += 1;
      const answered_at = new Date().toISOString();
      const items = session.itemIds.slice(0, size).map((item_id, i) => ({
        idempotency_key: randomUUID(),
        item_id,
        value: ((revision + i) % 5) + 1,
        revision,
        answered_at,
      }));
      return { ...request, body: JSON.stringify({ ...session.target, items }) };
    },
  };
}
