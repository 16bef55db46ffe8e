/**
 * The chaos test's calls to the server as the candidate (bearer token), with Node's fetch: applying
 * to the demo's requisitions, finding their activities, and reading back what the server holds.
 */

/** The seed's pathway (server/db/seed/demo-requisitions.ts): the Work values questionnaire, 2 practice and 24 items. */
export const PATHWAY_JOB = '33333333-3333-4333-8333-333333333333';
export const QUESTIONNAIRE_TITLE = 'Work values questionnaire';
/** The seed's Remote Support Agent (server/db/seed/demo-typing-speed.ts): a 30-second typing test. */
export const TYPING_JOB = '44444444-4444-4444-8444-444444444444';
export const TYPING_TITLE = 'Typing test';
/** The seed's open requisition (server/db/seed/demo-requisitions.ts): its Screening questions ask one of every type (demo-questions.ts). */
export const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
export const SCREENING_TITLE = 'Screening questions';
/** The open requisition's Application step (demo-requisitions.ts): its form (profile and demo-fields.ts) and resume. */
export const FORM_TITLE = 'Application form';
export const RESUME_TITLE = 'Resume';
export const EEOC_TITLE = 'Equal opportunity questions (voluntary)';
/** The open requisition's Skills step (demo-requisitions.ts, skills-tests.ts): 2 practice questions, then two timed sections of 5 questions (5 and 6 minutes). */
export const SKILLS_TITLE = 'Customer service skills test';
/** The Remote Support Agent's Language step (demo-language-test.ts): a listening and a reading part in Spanish. */
export const LANGUAGE_TITLE = 'Spanish language test';
/** The open requisition's Video introduction (demo-video.ts): two video questions, time limits 1:00 and 1:30. */
export const VIDEO_TITLE = 'Video introduction';

export interface Session {
  token: string;
  user: { user_id: number };
}

export interface ActivityRef {
  jobUuid: string;
  refId: string;
  jobStepActivityId: number;
  title: string;
}

export interface ServerReply {
  status: number;
  body: unknown;
}

export async function callApi(
  baseURL: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ServerReply> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      origin: baseURL,
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed };
}

const dataOf = <T>(reply: ServerReply, what: string): T => {
  if (reply.status < 200 || reply.status >= 300)
    throw new Error(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { data: T }).data;
};

interface TrackerActivity {
  job_step_activity_id: number;
  title: string;
  is_completed: boolean;
}

export async function trackerActivities(baseURL: string, session: Session, refId: string): Promise<TrackerActivity[]> {
  const data = dataOf<{ steps: { activities: TrackerActivity[] }[] }>(
    await callApi(baseURL, session.token, 'GET', `/user/v1/progress-tracker/${refId}/`),
    'tracker',
  );
  return data.steps.flatMap((step) => step.activities);
}

/**
 * Applies to `jobUuid` and names the activity titled `title` on the new tracker; `applied` (job ->
 * ref_id) keeps one application a job when several of its activities are driven (a second would
 * answer 409 retake_wait).
 */
export async function applyFor(
  baseURL: string,
  session: Session,
  jobUuid: string,
  title: string,
  applied: Map<string, string> = new Map(),
): Promise<ActivityRef> {
  let refId = applied.get(jobUuid);
  if (!refId) {
    refId = dataOf<{ ref_id: string }>(
      await callApi(baseURL, session.token, 'POST', `/user/v1/progress-tracker/user/${session.user.user_id}/`, {
        job_uuid: jobUuid,
      }),
      `apply to ${jobUuid}`,
    ).ref_id;
    applied.set(jobUuid, refId);
  }
  const activity = (await trackerActivities(baseURL, session, refId)).find((a) => a.title === title);
  if (!activity) throw new Error(`no activity "${title}" on the tracker of ${jobUuid}`);
  return { jobUuid, refId, jobStepActivityId: activity.job_step_activity_id, title };
}
