/**
 * What the people who decide about an applicant read (D263), on real PGlite: why a
 * candidate asked for an accommodation reaches only holders of the private-data permission; the
 * scales kept out of hiring (D198) reach no hiring screen, report or export, whatever measured
 * them; and no decider's read carries a date of birth, age, gender, race or disability. The
 * accommodation and personal-field cases walk every staff read as each staff role the product has
 * (server/test/staff-roles.ts: built-in, custom with and without the permission, provider admin).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_OUT_OF_HIRING } from '../../../contracts/hiring-attributes.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { personalityScales, plantPersonalityScores } from '../../test/personality-attributes.ts';
import { staffOfEveryRole, type StaffMember } from '../../test/staff-roles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S;
/** The demo's owner and recruiter, and a person in every other staff role (on job 1's team). */
let everyRole: StaffMember[];
let accountId: number;
let jobId: number;
let mariaId: number;
let mariaUserId: number;
let candidateOpenId: number;

const NOTE = 'Tengo dislexia y necesito más tiempo para leer.';
const SECOND_NOTE = 'Por mi ansiedad necesito pausas entre las pruebas.';

const get = (who: S, url: string) => t.request({ method: 'GET', url: `/api${url}`, token: who.token });
const post = (who: S, url: string, body: unknown) =>
  t.request({
    method: 'POST',
    url: `/api${url}`,
    token: who.token,
    body,
    headers: { 'idempotency-key': randomUUID() },
  });

async function trackerId(refId: string) {
  return await t.db
    .selectFrom('user_trackers')
    .select(['user_step_tracker_id', 'user_id', 'job_id'])
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
}

/**
 * Every staff read about an application, its requisition and its company, by name, that `who` may
 * read; the others must refuse (403 or 404) and are left out.
 */
async function deciderReads(who: S, userSmartreqId: number): Promise<Record<string, string>> {
  const id = userSmartreqId;
  const urls: Record<string, string> = {
    scorecard: `/smartreq/v1/scorecard/${id}/`,
    history: `/smartreq/v1/activity-history/${id}/`,
    accommodations: `/smartreq/v1/user-smartreq/${id}/accommodations/`,
    timedResults: `/smartreq/v1/timed-results/${id}/`,
    languageTests: `/smartreq/v1/language-tests/${id}/`,
    questionOrder: `/smartreq/v1/question-order/${id}/`,
    videoAnswers: `/smartreq/v1/video-answers/${id}/`,
    documents: `/smartreq/v1/user-smartreq/${id}/documents/`,
    interviews: `/smartreq/v1/user-smartreq/${id}/interviews/`,
    ownInterviews: `/smartreq/v1/user-smartreq/${id}/own-interviews/`,
    colleagues: `/smartreq/v1/user-smartreq/${id}/colleagues/`,
    onboarding: `/smartreq/v1/onboarding-answers/${id}/`,
    comments: `/user/v1/comments/${id}/`,
    replies: `/user/v1/replies/${id}/`,
    messages: `/integration/v1/messaging/application/${id}/`,
    offers: `/offer/v1/applications/${id}/offers/`,
    backgroundChecks: `/integration/v1/background-checks/user-smartreq/${id}/`,
    applicants: `/smartreq/v1/applicants/${jobId}/?page_size=100`,
    accountApplicants: `/smartreq/v1/applicants/account/${accountId}/?page_size=100`,
    board: `/smartreq/v1/board/${jobId}/`,
    export: `/smartreq/v1/export-applicants/${jobId}/`,
    compare: `/smartreq/v1/multi-compare/?ids=${[candidateOpenId, id].sort((a, b) => a - b).join(',')}`,
    activity: `/smartreq/v1/activity/${jobId}/`,
    detail: `/smartreq/v1/detail/${jobId}/`,
    filters: `/smartreq/v1/filters/${jobId}/`,
    station: `/interview/v1/station/applicants/?account_id=${accountId}`,
    person: `/user/v1/person/${mariaUserId}/`,
    home: `/staff/v1/home/?account_id=${accountId}`,
    overview: `/report/v1/company-overview/?account_id=${accountId}&from_date=2020-01-01&to_date=2030-12-31`,
    attributeReport: `/report/v1/account/${accountId}/attributes/`,
    performance: `/report/v1/account/${accountId}/performance/?from_date=2000-01-01&to_date=2030-12-31`,
    turnover: `/report/v1/account/${accountId}/turnover/?from_date=2000-01-01&to_date=2030-12-31`,
    interviewQuestions: `/report/v1/account/${accountId}/interview-questions/?from_date=2000-01-01&to_date=2030-12-31`,
    screeningQuestions: `/report/v1/account/${accountId}/screening-questions/?from_date=2000-01-01&to_date=2030-12-31`,
    scaleQuality: `/report/v1/account/${accountId}/scale-quality/`,
  };
  const bodies: Record<string, string> = {};
  for (const [name, url] of Object.entries(urls)) {
    const res = await get(who, url);
    expect([200, 403, 404], `${name}: ${res.body}`).toContain(res.statusCode);
    if (res.statusCode === 200) bodies[name] = res.body;
  }
  return bodies;
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S];
  const maria = await trackerId(DEMO_TRACKERS.mariaOpen);
  mariaId = maria.user_step_tracker_id;
  mariaUserId = maria.user_id;
  jobId = maria.job_id;
  candidateOpenId = (await trackerId(DEMO_TRACKERS.candidateOpen)).user_step_tracker_id;
  accountId = (await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', jobId).executeTakeFirstOrThrow())
    .account_id;
  everyRole = [
    { role: 'owner', who: owner, privateData: true },
    { role: 'recruiter', who: recruiter, privateData: false },
    ...(await staffOfEveryRole(t, accountId, [jobId])),
  ];
});
afterAll(async () => t.close());

describe('why a candidate asked for an accommodation', () => {
  let candidate: Application;
  let id: number;
  let requestId: number;

  beforeAll(async () => {
    candidate = await freshApplication(t, 'skills_test');
    id = (await trackerId(candidate.ref_id)).user_step_tracker_id;
    const asked = await post(candidate.who, `/user/v1/accommodations/${candidate.ref_id}/`, {
      kinds: ['extra_time'],
      note: NOTE,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    requestId = asked.json().data.requests[0].accommodation_request_id;
  });

  it('given a waiting request, when anyone without the private-data permission (every such role) reads or decides it, then they read no request and are refused the decision; nothing changes', async () => {
    for (const { role, who } of everyRole.filter((r) => !r.privateData)) {
      const read = await get(who, `/smartreq/v1/user-smartreq/${id}/accommodations/`);
      expect(read.statusCode, `${role}: ${read.body}`).toBe(200);
      expect(read.json().data, role).toEqual({
        requests: [],
        approved_kinds: [],
        time_accommodation: 1,
        can_see_requests: false,
      });
      const decide = await post(who, `/smartreq/v1/user-smartreq/${id}/accommodations/${requestId}/decision/`, {
        decision: 'approved',
        time_multiplier: 1.5,
      });
      expect(decide.statusCode, `${role}: ${decide.body}`).toBe(403);
    }
    const stored = await t.db
      .selectFrom('accommodation_requests')
      .select('status')
      .where('accommodation_request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    // The staff home does not tell them either: the request is not theirs to decide.
    const home = await get(recruiter, `/staff/v1/home/?account_id=${accountId}`);
    expect(home.json().data.accommodation_requests).toEqual({ count: 0, items: [] });
  });

  it('given the owner, who holds the permission, then they read the note and decide; every role with the permission reads both notes, and every role without it sees that extra time applies, not why, on every read it may make', async () => {
    const read = await get(owner, `/smartreq/v1/user-smartreq/${id}/accommodations/`);
    expect(read.json().data).toMatchObject({ can_see_requests: true, requests: [{ note: NOTE, status: 'pending' }] });
    const decided = await post(owner, `/smartreq/v1/user-smartreq/${id}/accommodations/${requestId}/decision/`, {
      decision: 'approved',
      time_multiplier: 1.5,
      decision_note: 'Aprobado por dislexia documentada.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({ can_see_requests: true, requests: [{ note: NOTE }] });
    // A second request waits.
    const again = await post(candidate.who, `/user/v1/accommodations/${candidate.ref_id}/`, {
      kinds: ['breaks'],
      note: SECOND_NOTE,
    });
    expect(again.statusCode, again.body).toBe(200);

    for (const { role, who, privateData } of everyRole) {
      if (privateData) {
        const own = await get(who, `/smartreq/v1/user-smartreq/${id}/accommodations/`);
        expect(
          own.json().data.requests.map((r: { note: string }) => r.note),
          role,
        ).toEqual([SECOND_NOTE, NOTE]);
        continue;
      }
      const reads = await deciderReads(who, id);
      for (const [name, body] of Object.entries(reads)) {
        for (const words of ['dislexia', 'ansiedad', 'Aprobado por'])
          expect(body, `${role}: ${name} carries "${words}"`).not.toContain(words);
      }
      expect(JSON.parse(reads.accommodations!).data, role).toEqual({
        requests: [],
        approved_kinds: ['extra_time'],
        time_accommodation: 1.5,
        can_see_requests: false,
      });
      expect(JSON.parse(reads.scorecard!).data.applicantData.time_accommodation, role).toBe(1.5);
      expect(JSON.parse(reads.home!).data.accommodation_requests.count, role).toBe(0);
    }
  });
});

describe('scales kept out of hiring', () => {
  const excludedCodes = Object.keys(KEPT_OUT_OF_HIRING.personality!);
  const excludedIds = new Set<number>();
  const scaleId: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(scaleId, await personalityScales(t.db, ['N', 'N1', 'N3', 'O6', 'E', 'A']));
    for (const [code, id] of Object.entries(scaleId)) if (excludedCodes.includes(code)) excludedIds.add(id);
    const personality = await plantPersonalityScores(
      t.db,
      jobId,
      DEMO_TRACKERS.mariaOpen,
      [
        ['N', 41.6],
        ['N1', 55],
        ['N3', 30],
        ['O6', 70],
        ['E', 62.5],
        ['A', 80],
      ],
      scaleId,
    );
    await t.db
      .deleteFrom('user_step_activities')
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .where('job_step_activity_id', '=', personality)
      .execute();
    await t.db
      .insertInto('user_step_activities')
      .values({
        ref_id: DEMO_TRACKERS.mariaOpen,
        job_step_activity_id: personality,
        is_completed: true,
        completed_at: new Date(),
      })
      .execute();
    // A group made before D198 still lists Neuroticism.
    const { job_attribute_group_id } = await t.db
      .insertInto('job_attribute_groups')
      .values({ job_id: jobId, name: 'Legacy calm', weight: 1, sort_order: 9 })
      .returning('job_attribute_group_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_attribute_group_attributes')
      .values({ job_attribute_group_id, attribute_type_id: scaleId.N!, weight: 5, sort_order: 1 })
      .execute();
  });

  const noExcludedName = (body: string, where: string) => {
    for (const name of ['Neuroticism', 'Anxiety', 'Depression', 'Liberalism'])
      expect(body, `${where} names ${name}`).not.toContain(name);
  };

  it('given Maria’s personality result with Neuroticism 41.6, when the owner or the recruiter opens her scorecard, then no excluded scale is in it and the step score leaves them out', async () => {
    for (const who of [owner, recruiter]) {
      const res = await get(who, `/smartreq/v1/scorecard/${mariaId}/`);
      expect(res.statusCode, res.body).toBe(200);
      noExcludedName(res.body, 'the scorecard');
      const data = res.json().data;
      const ids = (rows: { attribute_type_id: number }[]) => rows.map((r) => r.attribute_type_id);
      expect(ids(data.attributesMeasuredScore).filter((x: number) => excludedIds.has(x))).toEqual([]);
      const scored = data.assessmentReportData.flatMap((r: { scores: { attribute_type_id: number }[] }) =>
        ids(r.scores),
      );
      expect(scored.sort()).toEqual([scaleId.E, scaleId.A].sort());
      expect(data.screeningStepScores.map((s: { score: number | null }) => s.score)).toContain(71.25);
    }
  });

  it('given the same result, then the comparison, the person page and the company’s attribute report show no excluded scale', async () => {
    const compare = await get(recruiter, `/smartreq/v1/multi-compare/?ids=${candidateOpenId},${mariaId}`);
    expect(compare.statusCode, compare.body).toBe(200);
    noExcludedName(compare.body, 'the comparison');
    const data = compare.json().data;
    for (const a of data.attributes) expect(excludedIds.has(a.attribute_type_id)).toBe(false);
    for (const applicant of data.applicants)
      for (const s of applicant.scores) expect(excludedIds.has(s.attribute_type_id)).toBe(false);

    const person = await get(owner, `/user/v1/person/${mariaUserId}/`);
    expect(person.statusCode, person.body).toBe(200);
    noExcludedName(person.body, 'the person page');
    expect(person.body).toContain('Extraversion');

    // The seeded applicants' personality results hold every scale.
    const report = await get(owner, `/report/v1/account/${accountId}/attributes/`);
    expect(report.statusCode, report.body).toBe(200);
    noExcludedName(report.body, 'the attribute report');
    expect(report.json().data.attributes.length).toBeGreaterThan(0);

    const csv = await get(recruiter, `/smartreq/v1/export-applicants/${jobId}/`);
    noExcludedName(csv.body, 'the export');
  });

  it('given the same result, when every staff role walks every read it may make about Maria, her requisition and the company (lists, board, filters, history, home, reports), then none names an excluded scale', async () => {
    for (const { role, who } of everyRole) {
      const reads = await deciderReads(who, mariaId);
      expect(Object.keys(reads), role).toEqual(expect.arrayContaining(['scorecard', 'applicants', 'board', 'compare']));
      for (const [name, body] of Object.entries(reads)) noExcludedName(body, `${role}: ${name}`);
    }
  });
});

describe('what a decider never reads about the person', () => {
  it('given Maria’s profile with a date of birth and a gender, then no read of any staff role carries them or a field for age, gender, race or disability', async () => {
    await t.db
      .insertInto('user_profiles')
      .values({ user_id: mariaUserId, dob: '1987-03-14', gender: 'Female' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ dob: '1987-03-14', gender: 'Female' }))
      .execute();
    const sensitiveKey = /(^|_)(dob|birth|birthday|age|gender|sex|race|ethnicity|disability|disabled)($|_)/i;
    const keysOf = (value: unknown, into: string[] = []): string[] => {
      if (Array.isArray(value)) for (const v of value) keysOf(v, into);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          into.push(k);
          keysOf(v, into);
        }
      return into;
    };
    for (const { role, who } of everyRole) {
      const reads = await deciderReads(who, mariaId);
      // Every role here is on the requisition's team: the walk is not empty for anyone.
      expect(Object.keys(reads), role).toEqual(expect.arrayContaining(['scorecard', 'applicants', 'board', 'compare']));
      for (const [name, body] of Object.entries(reads)) {
        expect(body, `${role}: ${name}`).not.toContain('1987-03-14');
        expect(body, `${role}: ${name}`).not.toMatch(/"(Female|Male)"/);
        const data = JSON.parse(body).data;
        expect(
          keysOf(data).filter((k) => sensitiveKey.test(k)),
          `${role}: ${name}`,
        ).toEqual([]);
        if (name === 'export') {
          const header = (data.content as string).split('\n')[0]!.split(',');
          expect(header.filter((h) => sensitiveKey.test(h))).toEqual([]);
        }
      }
    }
  });
});
