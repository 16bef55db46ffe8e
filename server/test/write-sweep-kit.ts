/**
 * What the write sweep (write-refusals.test.ts, D356) and its companion (write-accepted.test.ts,
 * D366) share: the Demo Company's records the requests name, one request per declared write built
 * from its contract and aimed at them (with the values write-aims.ts gives where a generated one
 * would be refused), who sends them, and what each sender must get.
 */
import { sql } from 'kysely';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { PERMISSIONS } from '../../contracts/permissions.ts';
import { DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';
import { RAW_BODY, SIGNS_OUT, startBadInputApp, type BadInputApp } from './bad-input-kit.ts';
import { declaredOutcome, namesCompany } from './matrix/declared-outcome.ts';
import { startDnsTestServer } from './dns-test-server.ts';
import { startAiWritingStandIn } from './ai-writing-stand-in.ts';
import type { Actor } from './matrix/matrix-kit.ts';
import { validValue, type Hints } from './valid-body.ts';
import { teamMemberGets } from './team-member-outcomes.ts';
import { AIMS, aimRecords } from './write-aims.ts';

const SEED = 20261130;

/** Who sends the Demo Company's requests: none of them may change the Demo Company's things. */
/**
 * In the order they send: the interviewer before they join requisition 1's team as
 * teamInterviewer, and the recruiter, whose writes the data lets through, last.
 */
export const SENDERS = ['anonymous', 'candidate', 'interviewer', 'otherOwner', 'teamInterviewer', 'recruiter'] as const;
export type Sender = (typeof SENDERS)[number];
export const EMAILS: Record<Exclude<Sender, 'anonymous'>, string> = {
  candidate: 'candidate@assay.test',
  interviewer: 'interviewer@demo-company.test',
  recruiter: 'recruiter@demo-company.test',
  otherOwner: 'owner@other-company.test',
  teamInterviewer: 'interviewer@demo-company.test',
};

/**
 * Writes on the caller's own things, which the request names nothing else of (no record of the
 * Demo Company's): any signed-in sender may make them and see a 2xx, with the senders it applies
 * to and why.
 */
const STAFF: readonly Sender[] = ['interviewer', 'otherOwner', 'teamInterviewer'];
const EVERYONE: readonly Sender[] = ['candidate', ...STAFF];
export const OWN: Record<string, { senders: readonly Sender[]; why: string }> = {
  'POST /user/v1/job/': { senders: EVERYONE, why: 'an experience added to your own list' },
  'POST /legal/v1/accept/': { senders: EVERYONE, why: 'your own acceptance of the current terms' },
  'PUT /interviews/v1/my-profile/': { senders: STAFF, why: 'your own interviewer profile' },
  'PUT /interviews/v1/my-availability/': { senders: STAFF, why: 'your own interview hours' },
  'PUT /integration/v1/calendar/user/': { senders: STAFF, why: 'your own calendar connection' },
  'POST /integration/v1/calendar/user/test/': { senders: STAFF, why: 'a check of your own calendar connection' },
  'DELETE /integration/v1/calendar/user/': { senders: STAFF, why: 'your own calendar connection' },
  'POST /job/v1/builder/': {
    senders: ['interviewer', 'teamInterviewer'],
    why: 'any role at a company starts a draft requisition there and joins its team (requisitions.rows.ts)',
  },
  'POST /ai-writing/v1/suggestions/': {
    senders: STAFF,
    why: "writing help on the sender's own text: it names nothing of a company's and keeps nothing",
  },
  'POST /user-response/v1/raw-score-convert/': {
    senders: STAFF,
    why: "raw answers to scores with an assessment's key, the same for every company: nothing named, nothing kept",
  },
};

/**
 * What requisition 1's hiring team does on it and its applicants whatever their role (job-team and
 * applicant-team, server/http/team-access.ts): the interviewer on the team may, and a 2xx is right.
 * What reaches the public career page (publishing, changing or taking down a posting, closing or
 * deleting the requisition) takes the requisitions permission instead (D262, D356), and so does
 * what changes the requisition for everyone on it or its applicants for good: its plan, a copy of
 * it, deleting applicants (D305), opening a draft to applicants (D367); none of that is here.
 * Recovering a rejected applicant undoes a rejection, which the team makes.
 */
export const TEAM = new Set([
  'PATCH /smartreq/v1/detail/{jobId}/',
  'POST /smartreq/v1/jobs/{jobId}/applicant-views/',
  'DELETE /smartreq/v1/applicant-views/{viewId}/',
  'POST /smartreq/v1/email-applicants/preview/',
  'POST /smartreq/v1/reject-applicants/preview/',
  'POST /smartreq/v1/user-smartreq/{id}/recover/',
  // Moving applicants through the requisition: status, rejection, hiring, the new mark, assignment.
  'PATCH /smartreq/v1/user-smartreq/{userSmartreqId}/status/',
  'POST /smartreq/v1/user-smartreq/{id}/reject/',
  'POST /smartreq/v1/bulk-reject-applicants/',
  'POST /smartreq/v1/bulk-reject-applicants/undo/',
  'POST /smartreq/v1/bulk-advance-applicants/',
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/advance/',
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/undo/',
  'PATCH /user/v1/hire/',
  'POST /user/v1/hire/',
  'POST /smartreq/v1/mark-new/',
  'POST /smartreq/v1/user-smartreq/{id}/mark-new/',
  'POST /smartreq/v1/bulk-assign-user/',
  // Comments, scheduling an interview, mail to applicants and a scorecard shared with a colleague.
  'POST /user/v1/comments/{userSmartreqId}/',
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/',
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/booking-link/',
  'POST /smartreq/v1/email-applicants/',
  'POST /smartreq/v1/scorecard-share/',
  // An applicant's extra time and text messages, as its mail (a background check takes the flag, D378).
  'PATCH /smartreq/v1/user-smartreq/{userSmartreqId}/time-accommodation/',
  'POST /integration/v1/messaging/bulk-send/',
  'POST /integration/v1/messaging/application/{userSmartreqId}/send/',
  // An answered video's failed processing asked for again and its captions written (D241).
  'POST /smartreq/v1/video-answers/{userSmartreqId}/retry/{videoAnswerId}/',
  'PUT /smartreq/v1/video-answers/{userSmartreqId}/captions/{videoAnswerId}/',
  // Scores computed again from the answers, a hiring class of the requisition.
  'POST /smartreq/v1/rescore/{jobId}/',
  'POST /smartreq/v1/rescore/application/{userSmartreqId}/',
  'POST /smartreq/v1/{jobId}/hiring-classes/',
  // ...and that class's name, dates, seats and members, once the sweep aims at a class it made (D379).
  'PATCH /smartreq/v1/hiring-classes/{classId}/',
  'DELETE /smartreq/v1/hiring-classes/{classId}/',
  'DELETE /smartreq/v1/hiring-classes/{classId}/members/{refId}/',
  // Adding a member: 409 while the applicant is not hired, 200 once a team write hired them (the slices' order decides).
  'PUT /smartreq/v1/hiring-classes/{classId}/members/{refId}/',
]);

/** Senders none of whose requests here may pass the access check: their refusal is 401, 403 or 404. */
export const OUTSIDERS: readonly Sender[] = ['anonymous', 'candidate', 'interviewer', 'otherOwner'];

/**
 * Where an outsider's refusal may be another 4xx: the request names none of the Demo Company's
 * records, or not in a way the walker can send, so the caller's own state or the body decides.
 * Everywhere else a 400 or 409 for an outsider would mean the body was refused before the access
 * check, which then proved nothing.
 */
export const NOT_BY_ACCESS: Record<string, string> = {
  'PUT /auth/v1/second-factor/totp/': "the caller's own authenticator: the code decides",
  'POST /auth/v1/second-factor/recovery-codes/': "the caller's own codes: the generated proof decides (D408)",
  'POST /user-response/v1/attempt-lease/heartbeat/': "the caller's own device lease: its header decides",
  'POST /user-response/v1/attempt-lease/take-over/': "the caller's own device lease: its header decides",
  'POST /integration/v1/speed-test/upload/': "the caller's own speed test: raw bytes the walker does not send",
  'POST /resume/v1/': "the caller's own resume: a multipart file the walker does not send",
  'POST /smartreq/v2/email-applicants/':
    'a multipart form the walker does not send: write-accepted.test.ts sends one (D366)',
};

export interface WriteRequest {
  endpoint: Endpoint;
  /** `METHOD /path/{param}/`, as the lists here name an endpoint. */
  key: string;
  url: string;
  body: unknown;
}

export interface WriteSweep {
  app: BadInputApp;
  hints: Hints;
  tokens: Partial<Record<Sender | 'owner' | 'admin', string>>;
  /** One request per write, in the order the endpoints were registered. */
  requests: WriteRequest[];
  /** The writes no valid request could be made for. */
  withoutRequest: string[];
  /** Stops the app, the DNS server its single sign-on domain checks ask and the writing-help stand-in. */
  close(): Promise<void>;
}

export async function startWriteSweep(): Promise<WriteSweep> {
  // The sweep's single sign-on domain check asks a DNS server on loopback, never the network.
  const dns = await startDnsTestServer();
  // Writing help answers from a stand-in on loopback, never an outside service.
  const ai = await startAiWritingStandIn();
  const app = await startBadInputApp({ DNS_SERVERS: dns.address, AI_BASE_URL: ai.baseUrl });
  const tokens: WriteSweep['tokens'] = { owner: app.ownerToken };
  for (const [sender, email] of Object.entries({ ...EMAILS, admin: 'admin@assay.test' }))
    tokens[sender as Sender] = (await app.t.signIn(email)).token;
  const hints = { ...(await demoRecords(app)), ...(await aimRecords(app.t.db, app.ownerAccountId)) };
  const close = async () => {
    await app.t.close();
    await dns.close();
    await ai.close();
  };
  return { app, hints, tokens, ...plan(app.t.app.endpointTable, hints), close };
}

/** The first of a query's rows' one value, or undefined when it has none. */
async function first(a: BadInputApp, query: ReturnType<typeof sql<{ v: unknown }>>): Promise<unknown> {
  return (await query.execute(a.t.db)).rows[0]?.v;
}

/**
 * The Demo Company's records, by the names paths and bodies give their ids: requisition 1 and its
 * parts, Maria Garcia's application to it, the company's offers, interviews, comments, postings and so on.
 */
async function demoRecords(a: BadInputApp): Promise<Hints> {
  const account = a.ownerAccountId;
  const owner = await first(
    a,
    sql<{ v: unknown }>`select user_id as v from users where email = 'owner@demo-company.test'`,
  );
  const application = (
    await sql<{ id: number; ref: string }>`select user_step_tracker_id as id, ref_id as ref from user_trackers
      where ref_id = ${DEMO_TRACKERS.mariaOpen}`.execute(a.t.db)
  ).rows[0]!;
  const values: Record<string, unknown> = {
    accountId: account,
    account_id: account,
    jobId: 1,
    job_id: 1,
    userId: owner,
    user_id: owner,
    userSmartreqId: application.id,
    user_smartreq_id: application.id,
    refId: application.ref,
    ref_id: application.ref,
    ref_ids: [application.ref],
    jobStepId: await first(a, sql`select min(job_step_id) as v from job_steps where job_id = 1`),
    jobStepActivityId: await first(
      a,
      sql`select min(a.job_step_activity_id) as v from job_step_activities a join job_steps s using (job_step_id) where s.job_id = 1`,
    ),
    offerUuid: await first(a, sql`select offer_uuid as v from offers where account_id = ${account} order by offer_id`),
    interviewUuid: await first(
      a,
      sql`select interview_uuid as v from interviews where account_id = ${account} order by interview_id`,
    ),
    comment_uuid: await first(
      a,
      sql`select c.comment_uuid as v from application_comments c join user_trackers t using (ref_id) where t.job_id = 1 order by c.comment_id`,
    ),
    postingId: await first(a, sql`select min(job_posting_id) as v from job_postings where account_id = ${account}`),
    classId: await first(a, sql`select min(hiring_class_id) as v from hiring_classes where account_id = ${account}`),
    jobTeamId: await first(a, sql`select min(job_team_id) as v from job_team_members where job_id = 1`),
    kitId: await first(a, sql`select min(interview_kit_id) as v from interview_kits where account_id = ${account}`),
    modelId: await first(
      a,
      sql`select min(m.predictive_model_id) as v from predictive_models m join jobs j using (job_id) where j.account_id = ${account}`,
    ),
    jobAttributeGroupId: await first(
      a,
      sql`select min(g.job_attribute_group_id) as v from job_attribute_groups g join jobs j using (job_id) where j.account_id = ${account}`,
    ),
    jobAttributeGroupAttributeId: await first(
      a,
      sql`select min(ga.job_attribute_group_attribute_id) as v from job_attribute_group_attributes ga
        join job_attribute_groups g using (job_attribute_group_id) join jobs j using (job_id) where j.account_id = ${account}`,
    ),
    pathwayJobId: await first(
      a,
      sql`select min(p.pathway_job_id) as v from pathway_jobs p join jobs j using (job_id) where j.account_id = ${account}`,
    ),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

/**
 * The interviewer on requisition 1's hiring team, as the issue's interviewer was on the team of the
 * posting they rewrote: the team lets them see the requisition, and their role grants nothing.
 */
export async function joinTeam(a: BadInputApp): Promise<void> {
  const user = await first(a, sql`select user_id as v from users where email = 'interviewer@demo-company.test'`);
  const on = await first(a, sql`select 1 as v from job_team_members where job_id = 1 and user_id = ${user}`);
  if (on === undefined) await sql`insert into job_team_members (job_id, user_id) values (1, ${user})`.execute(a.t.db);
}

/** The path with the Demo Company's record for each parameter where one is known, else the contract's value. */
function pathOf(endpoint: Endpoint, hints: Hints, seed: number): string | undefined {
  const walked = endpoint.params ? (validValue(endpoint.params, hints, seed) as Record<string, unknown>) : {};
  if (walked === undefined) return undefined;
  const params = { ...walked };
  for (const name of Object.keys(params)) if (hints[name] !== undefined) params[name] = hints[name];
  // A known record the contract's params refuse (a number where it wants text) gives way to the walker's value.
  const accepted =
    !endpoint.params || (endpoint.params as { safeParse(v: unknown): { success: boolean } }).safeParse(params).success;
  const values = accepted ? params : walked;
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 1)));
}

/**
 * One request per write, aimed at the Demo Company, with what write-aims.ts gives for its path,
 * query and body over the generated values; and the writes no valid request could be made for.
 */
function plan(endpoints: Endpoint[], records: Hints) {
  const requests: WriteRequest[] = [];
  const withoutRequest: string[] = [];
  endpoints.forEach((endpoint, rank) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.method === 'GET' || RAW_BODY.has(endpoint.path) || SIGNS_OUT.has(key)) return;
    const aim = AIMS[key]?.(records) ?? {};
    const hints = { ...records, ...aim.params };
    const path = pathOf(endpoint, hints, SEED + rank);
    const walked = endpoint.query ? validValue(endpoint.query, hints, SEED + rank, false) : {};
    const query = walked === undefined ? undefined : { ...(walked as object), ...aim.query };
    const generated = endpoint.body ? validValue(endpoint.body, hints, SEED + rank) : undefined;
    const body =
      typeof aim.body === 'function'
        ? aim.body(generated)
        : aim.body
          ? { ...(generated as object), ...aim.body }
          : generated;
    if (path === undefined || query === undefined || (endpoint.body && body === undefined)) {
      withoutRequest.push(key);
      return;
    }
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    requests.push({ endpoint, key, url: `/api${path}${qs ? `?${qs}` : ''}`, body });
  });
  return { requests, withoutRequest };
}

/**
 * What `sender` must get: the declared status where the endpoint's permission decides it, a
 * refusal (4xx) where the data decides (for the interviewer on the team, its exact status:
 * team-member-outcomes.ts), or undefined where a 2xx may be right (the recruiter on requisition
 * 1's team, a public endpoint, a write on the caller's own things, the team's own work).
 */
export function expected(sweep: WriteSweep, request: WriteRequest, sender: Sender): number | 'refusal' | undefined {
  const { endpoint, key } = request;
  const names = namesCompany(sweep.app.ownerAccountId, request, endpoint);
  const declared = declaredOutcome(
    PERMISSIONS[endpoint.access],
    sender === 'teamInterviewer' ? 'interviewer' : (sender as Actor),
    names,
  );
  if (declared !== undefined) return declared;
  if (sender === 'recruiter' || endpoint.access === 'public') return undefined;
  if (OWN[key]?.senders.includes(sender)) return undefined;
  if (sender === 'teamInterviewer') return TEAM.has(key) ? undefined : teamMemberGets(key);
  return 'refusal';
}
