/**
 * Reading a candidate's sensitive material is audited (D290, D296, D309, D329): opening a
 * scorecard (its screen and print view read the same endpoints) and playing or downloading a
 * recorded answer, opening an offer letter, reading accommodation requests' notes or an
 * application's background checks, an offer's terms (the offer or its application's panel), or
 * comparing applicants' scores, and a provider admin reading a candidate's questionnaire report
 * (D336) write an entry in the job's company log, naming who read and
 * whose application or answer, once per person, kind and application or answer within an hour. A refused read
 * (another company, a staff member off the job's team, an answer of another application) writes
 * nothing. Real PGlite, and PostgreSQL through `npm test -- --only postgres`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, owner: S, recruiter: S, interviewer: S, other: S, admin: S;
let dataDir: string;
let smartreqId: number, mariaSmartreqId: number, candidateId: number, demoId: number, otherId: number;
let answerId: number;

const smartreqOf = async (ref: string) =>
  (
    await t.db
      .selectFrom('user_trackers')
      .select(['user_step_tracker_id', 'user_id'])
      .where('ref_id', '=', ref)
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;

/** A ready recorded answer of the candidate's open application, uploaded through tus as the device does. */
async function uploadAnswer(): Promise<void> {
  const activity = await t.db
    .selectFrom('job_step_activities')
    .select('job_step_activity_id')
    .where('title', '=', 'Video introduction')
    .executeTakeFirstOrThrow();
  const question = await t.db
    .selectFrom('video_questions')
    .select('video_question_id')
    .where('job_step_activity_id', '=', activity.job_step_activity_id)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  const bytes = mp4Bytes(10);
  const meta = {
    ref_id: DEMO_TRACKERS.candidateOpen,
    job_step_activity_id: activity.job_step_activity_id,
    video_question_id: question.video_question_id,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  const created = await t.request({
    method: 'POST',
    url: '/api/tus/videos/',
    token: candidate.token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
        .join(','),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const patched = await t.app.inject({
    method: 'PATCH',
    url: String(created.headers.location),
    headers: {
      authorization: `Bearer ${candidate.token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
  expect(patched.headers['video-status']).toBe('ready');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-read-audit-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [candidate, owner, recruiter, interviewer, other, admin] = (await Promise.all(
    [
      'candidate@assay.test',
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
      'admin@assay.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];
  smartreqId = await smartreqOf(DEMO_TRACKERS.candidateOpen);
  mariaSmartreqId = await smartreqOf(DEMO_TRACKERS.mariaOpen);
  candidateId = candidate.userId;
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  await uploadAnswer();
  const listed = await t.request({
    method: 'GET',
    url: `/api/smartreq/v1/video-answers/${smartreqId}/`,
    token: recruiter.token,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  answerId = listed.json().data[0].video_answer_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, who: S) => t.request({ method: 'GET', url, token: who.token });

/** The audit entries of a kind, oldest first. */
const entries = (event: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['account_id', 'actor_user_id', 'subject_user_id', 'details', 'occurred_at'])
    .where('event', '=', event)
    .orderBy('audit_event_id')
    .execute();
const by = async (event: string, who: S) => (await entries(event)).filter((e) => e.actor_user_id === who.userId);

/** An entry as if written `minutes` ago (the log is append-only: a new row, never an old one moved). */
const writtenAgo = (who: S, event: string, about: Record<string, unknown>, minutes: number) =>
  sql`insert into audit_events (occurred_at, event, actor_user_id, subject_user_id, account_id, details)
      values (now() - make_interval(mins => ${minutes}), ${event}, ${who.userId}, ${candidateId}, ${demoId},
              ${JSON.stringify(about)}::jsonb)`.execute(t.db);

const scorecardReads = () => [
  `/api/smartreq/v1/scorecard/${smartreqId}/`,
  `/api/smartreq/v1/timed-results/${smartreqId}/`,
  `/api/smartreq/v1/integrity-signals/${smartreqId}/`,
  `/api/smartreq/v1/camera-checks/${smartreqId}/`,
  `/api/smartreq/v1/video-answers/${smartreqId}/`,
];
const answerReads = (application = smartreqId) => [
  `/api/smartreq/v1/video-answers/${application}/file/${answerId}/`,
  `/api/smartreq/v1/video-answers/${application}/file/${answerId}/?variant=original`,
  `/api/smartreq/v1/video-answers/${application}/download/${answerId}/`,
  `/api/smartreq/v1/video-answers/${application}/captions/${answerId}/`,
];

describe('opening a scorecard (D290)', () => {
  it("given the owner opens a candidate's scorecard again and again, with its parallel reads, then the company's log has one entry naming the owner, the candidate and the application", async () => {
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(scorecardReads().map((url) => get(url, owner)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    }
    const written = await by('scorecard_viewed', owner);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      account_id: demoId,
      subject_user_id: candidateId,
      details: expect.objectContaining({ ref_id: DEMO_TRACKERS.candidateOpen, user_smartreq_id: smartreqId }),
    });
    // The company's own log screen shows it with the names of who read and whose application.
    const log = await get(`/api/account/v1/audit-log/?account_id=${demoId}&event=scorecard_viewed`, owner);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.results[0]).toMatchObject({
      event: 'scorecard_viewed',
      actor_user_id: owner.userId,
      subject_name: expect.stringMatching(/\S/),
    });
  });

  it('given staff off the job’s team and another company’s owner, then 404 and nothing written for them or in the other company', async () => {
    for (const who of [interviewer, other])
      for (const url of scorecardReads()) expect((await get(url, who)).statusCode, url).toBe(404);
    expect(await by('scorecard_viewed', interviewer)).toEqual([]);
    expect(await by('scorecard_viewed', other)).toEqual([]);
    expect((await entries('scorecard_viewed')).filter((e) => e.account_id === otherId)).toEqual([]);
  });

  it('given an entry of the same person 61 minutes old, then opening the scorecard again writes a new one', async () => {
    await writtenAgo(recruiter, 'scorecard_viewed', { ref_id: DEMO_TRACKERS.candidateOpen }, 61);
    expect((await get(scorecardReads()[0]!, recruiter)).statusCode).toBe(200);
    expect(await by('scorecard_viewed', recruiter)).toHaveLength(2);
  });
});

describe('playing or downloading a recorded answer (D290)', () => {
  it('given the owner plays an answer (its file, link and captions, in parallel and again), then one entry for that answer in the company’s log', async () => {
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(answerReads().map((url) => get(url, owner)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    }
    const written = await by('video_answer_viewed', owner);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      account_id: demoId,
      subject_user_id: candidateId,
      details: expect.objectContaining({
        video_answer_id: answerId,
        ref_id: DEMO_TRACKERS.candidateOpen,
        user_smartreq_id: smartreqId,
      }),
    });
  });

  it('given a refused read (off-team, another company, the answer under another application, a poster not made), then nothing is written', async () => {
    for (const who of [interviewer, other])
      for (const url of answerReads()) expect((await get(url, who)).statusCode, url).toBe(404);
    for (const url of answerReads(mariaSmartreqId)) expect((await get(url, recruiter)).statusCode, url).toBe(404);
    // No poster was made (no processing ran): 404, and the recruiter has still read nothing.
    const poster = await get(
      `/api/smartreq/v1/video-answers/${smartreqId}/file/${answerId}/?variant=poster`,
      recruiter,
    );
    expect(poster.statusCode).toBe(404);
    for (const who of [interviewer, other, recruiter]) expect(await by('video_answer_viewed', who)).toEqual([]);
  });

  it('given an entry of the recruiter for this answer 59 minutes old, then playing and downloading it again writes nothing new', async () => {
    await writtenAgo(recruiter, 'video_answer_viewed', { video_answer_id: answerId }, 59);
    for (const url of answerReads()) expect((await get(url, recruiter)).statusCode, url).toBe(200);
    expect(await by('video_answer_viewed', recruiter)).toHaveLength(1);
  });
});

describe('opening an offer letter (D296)', () => {
  /** A seeded offer of the demo company (the first, or a later one), and whose it is. */
  const seededOffer = (index = 0) =>
    t.db
      .selectFrom('offers as o')
      .innerJoin('user_trackers as tr', 'tr.ref_id', 'o.ref_id')
      .select(['o.offer_uuid', 'o.ref_id', 'tr.user_id'])
      .where('o.account_id', '=', demoId)
      .orderBy('o.offer_id')
      .offset(index)
      .limit(1)
      .executeTakeFirstOrThrow();

  it('given the owner opens an offer letter again and again, in parallel, then one entry naming the owner, the candidate and the offer; another company’s owner gets 404 and writes nothing', async () => {
    const offer = await seededOffer();
    const url = `/api/offer/v1/offers/${offer.offer_uuid}/preview/`;
    for (let round = 0; round < 2; round++)
      for (const res of await Promise.all([get(url, owner), get(url, owner)]))
        expect(res.statusCode, res.body).toBe(200);
    const written = await by('offer_document_viewed', owner);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      account_id: demoId,
      subject_user_id: offer.user_id,
      details: expect.objectContaining({ offer_uuid: offer.offer_uuid, ref_id: offer.ref_id }),
    });
    expect((await get(url, other)).statusCode).toBe(404);
    expect(await by('offer_document_viewed', other)).toEqual([]);
  });

  it('given an entry of the owner for another offer 61 minutes old, then opening it again writes a new one', async () => {
    const offer = await seededOffer(1);
    await writtenAgo(owner, 'offer_document_viewed', { offer_uuid: offer.offer_uuid }, 61);
    expect((await get(`/api/offer/v1/offers/${offer.offer_uuid}/preview/`, owner)).statusCode).toBe(200);
    const written = (await by('offer_document_viewed', owner)).filter(
      (e) => (e.details as { offer_uuid: string }).offer_uuid === offer.offer_uuid,
    );
    expect(written).toHaveLength(2);
  });
});

describe('reading accommodation requests and background checks (D309)', () => {
  const requestsUrl = () => `/api/smartreq/v1/user-smartreq/${smartreqId}/accommodations/`;
  const checksUrl = (application = smartreqId) => `/api/integration/v1/background-checks/user-smartreq/${application}/`;

  it('given nothing asked or started yet, then reading the empty lists writes nothing', async () => {
    expect((await get(requestsUrl(), owner)).json().data.requests).toEqual([]);
    expect((await get(checksUrl(), owner)).json().data.checks).toEqual([]);
    expect(await by('accommodation_requests_viewed', owner)).toEqual([]);
    expect(await by('background_checks_viewed', owner)).toEqual([]);
  });

  it('given a request with a health note, then the owner reading it again and in parallel writes one entry; the recruiter, shown no note, and staff refused write none', async () => {
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/v1/accommodations/${DEMO_TRACKERS.candidateOpen}/`,
      token: candidate.token,
      body: { kinds: ['extra_time'], note: 'Tengo dislexia.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all([1, 2, 3].map(() => get(requestsUrl(), owner)));
      for (const res of answers) expect(res.json().data.requests[0].note).toBe('Tengo dislexia.');
    }
    const written = await by('accommodation_requests_viewed', owner);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      account_id: demoId,
      subject_user_id: candidateId,
      details: expect.objectContaining({ ref_id: DEMO_TRACKERS.candidateOpen, user_smartreq_id: smartreqId }),
    });
    // Without the private-data permission the recruiter sees that requests exist, not what they say.
    const recruiterRead = await get(requestsUrl(), recruiter);
    expect(recruiterRead.statusCode).toBe(200);
    expect(recruiterRead.json().data).toMatchObject({ requests: [], can_see_requests: false });
    expect(await by('accommodation_requests_viewed', recruiter)).toEqual([]);
    for (const who of [interviewer, other]) expect((await get(requestsUrl(), who)).statusCode).toBe(404);
    expect(await by('accommodation_requests_viewed', interviewer)).toEqual([]);
    expect(await by('accommodation_requests_viewed', other)).toEqual([]);
  });

  it('given a background check started, then reading the application’s checks writes one entry per reader and hour; 61 minutes on, a new one; refused reads none', async () => {
    const started = await t.request({
      method: 'POST',
      url: `/api/integration/v1/invitations/user-smartreq/${smartreqId}/`,
      token: owner.token,
      body: { manual: true },
    });
    expect(started.statusCode, started.body).toBe(200);
    const ownerEntriesBefore = (await by('background_checks_viewed', owner)).length;
    for (let round = 0; round < 2; round++)
      for (const res of await Promise.all([1, 2].map(() => get(checksUrl(), owner))))
        expect(res.json().data.checks).toHaveLength(1);
    const written = await by('background_checks_viewed', owner);
    expect(written).toHaveLength(ownerEntriesBefore + 1);
    expect(written.at(-1)).toMatchObject({
      account_id: demoId,
      subject_user_id: candidateId,
      details: expect.objectContaining({ ref_id: DEMO_TRACKERS.candidateOpen, job_id: expect.any(Number) }),
    });
    for (const who of [interviewer, other]) expect((await get(checksUrl(), who)).statusCode).toBe(404);
    expect(await by('background_checks_viewed', interviewer)).toEqual([]);
    expect(await by('background_checks_viewed', other)).toEqual([]);

    await writtenAgo(recruiter, 'background_checks_viewed', { ref_id: DEMO_TRACKERS.candidateOpen }, 61);
    expect((await get(checksUrl(), recruiter)).statusCode).toBe(200);
    expect(await by('background_checks_viewed', recruiter)).toHaveLength(2);
  });
});

describe("the staff home's list of accommodation requests (D321)", () => {
  const home = (who: S) => get('/api/staff/v1/home/', who);
  const listed = (who: S) => by('accommodation_requests_listed', who);

  it('given a request waiting for a decision, then the owner shown it on the home, again and in parallel, writes one entry naming the candidate, the application and the kinds; the recruiter, shown none, writes none', async () => {
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/v1/accommodations/${DEMO_TRACKERS.candidateOpen}/`,
      token: candidate.token,
      body: { kinds: ['extra_time'], note: 'I have dyslexia.' },
    });
    // 409: the request an earlier case asked still waits for a decision, which is what the home lists.
    expect([200, 409], asked.body).toContain(asked.statusCode);
    // The home lists the requests of the viewer's own requisitions: the owner joins this one's team.
    const { job_id } = await t.db
      .selectFrom('user_trackers')
      .select('job_id')
      .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
      .executeTakeFirstOrThrow();
    const joined = await t.request({
      method: 'POST',
      url: '/api/smartreq/v1/hiring-team/',
      token: owner.token,
      body: { job_id, user_id: owner.userId },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    for (let round = 0; round < 2; round++)
      for (const res of await Promise.all([1, 2, 3].map(() => home(owner)))) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.accommodation_requests.items).toContainEqual(
          expect.objectContaining({ user_smartreq_id: smartreqId, kinds: ['extra_time'] }),
        );
      }
    const written = await listed(owner);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      account_id: demoId,
      subject_user_id: candidateId,
      details: expect.objectContaining({
        ref_id: DEMO_TRACKERS.candidateOpen,
        user_smartreq_id: smartreqId,
        job_id: expect.any(Number),
        kinds: ['extra_time'],
      }),
    });
    // What the home answers is the list, not the audit's own fields.
    const item = (await home(owner)).json().data.accommodation_requests.items[0];
    expect(Object.keys(item).sort()).toEqual(['candidate_name', 'job_title', 'kinds', 'since', 'user_smartreq_id']);

    const recruiterHome = await home(recruiter);
    expect(recruiterHome.json().data.accommodation_requests).toEqual({ count: 0, items: [] });
    expect(await listed(recruiter)).toEqual([]);
    // Another company's owner asking for Demo Company's home is refused and writes nothing.
    expect((await get(`/api/staff/v1/home/?account_id=${demoId}`, other)).statusCode).toBe(404);
    expect(await listed(other)).toEqual([]);
  });
});

describe("an offer's terms and applicants' scores compared (D329)", () => {
  it('given the owner reads an offer and its application’s offers panel, again and in parallel, then one entry per offer shown; a candidate gets 403 and another company’s owner 404, and neither writes', async () => {
    const offer = await t.db
      .selectFrom('offers as o')
      .innerJoin('user_trackers as tr', 'tr.ref_id', 'o.ref_id')
      .select(['o.offer_uuid', 'o.ref_id', 'tr.user_id', 'tr.user_step_tracker_id'])
      .where('o.account_id', '=', demoId)
      .orderBy('o.offer_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const offerUrl = `/api/offer/v1/offers/${offer.offer_uuid}/`;
    const panelUrl = `/api/offer/v1/applications/${offer.user_step_tracker_id}/offers/`;
    for (let round = 0; round < 2; round++)
      for (const res of await Promise.all([get(offerUrl, owner), get(offerUrl, owner)])) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.field_values).toBeTypeOf('object');
      }
    const viewed = await by('offer_viewed', owner);
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({
      account_id: demoId,
      subject_user_id: offer.user_id,
      details: expect.objectContaining({
        offer_uuid: offer.offer_uuid,
        ref_id: offer.ref_id,
        user_smartreq_id: offer.user_step_tracker_id,
      }),
    });
    const panel = await get(panelUrl, owner);
    expect(panel.statusCode, panel.body).toBe(200);
    const shown = (panel.json().data.activities as { offers: { offer_uuid: string }[] }[]).flatMap((a) =>
      a.offers.map((o) => o.offer_uuid),
    );
    expect(shown).toContain(offer.offer_uuid);
    expect((await get(panelUrl, owner)).statusCode).toBe(200);
    const afterPanel = (await by('offer_viewed', owner)).map((e) => (e.details as { offer_uuid: string }).offer_uuid);
    expect(afterPanel.sort()).toEqual([...shown].sort());

    for (const url of [offerUrl, panelUrl]) {
      const refused = await get(url, candidate);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().data).toBeUndefined();
      expect((await get(url, other)).statusCode, url).toBe(404);
    }
    expect(await by('offer_viewed', candidate)).toEqual([]);
    expect(await by('offer_viewed', other)).toEqual([]);
  });

  it('given the owner compares two applicants, again and in parallel, then one entry per applicant naming the other compared; a candidate gets 403 and another company’s owner 404, and neither writes', async () => {
    const { job_id } = await t.db
      .selectFrom('user_trackers')
      .select('job_id')
      .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
      .executeTakeFirstOrThrow();
    const pair = await t.db
      .selectFrom('user_trackers')
      .select(['user_step_tracker_id', 'user_id', 'ref_id'])
      .where('job_id', '=', job_id)
      .where('removed_at', 'is', null)
      .orderBy('user_step_tracker_id')
      .limit(2)
      .execute();
    expect(pair).toHaveLength(2);
    const url = `/api/smartreq/v1/multi-compare/?ids=${pair.map((p) => p.user_step_tracker_id).join(',')}`;
    for (let round = 0; round < 2; round++)
      for (const res of await Promise.all([get(url, owner), get(url, owner)])) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.applicants).toHaveLength(2);
      }
    const compared = await by('applicant_scores_compared', owner);
    expect(compared).toHaveLength(2);
    for (const applicant of pair)
      expect(compared).toContainEqual(
        expect.objectContaining({
          account_id: demoId,
          subject_user_id: applicant.user_id,
          details: expect.objectContaining({
            ref_id: applicant.ref_id,
            user_smartreq_id: applicant.user_step_tracker_id,
            job_id,
            compared_with: 1,
          }),
        }),
      );

    const refused = await get(url, candidate);
    expect(refused.statusCode).toBe(403);
    expect((await get(url, other)).statusCode).toBe(404);
    expect(await by('applicant_scores_compared', candidate)).toEqual([]);
    expect(await by('applicant_scores_compared', other)).toEqual([]);
  });
});

describe("a provider admin reading a candidate's questionnaire report (D336)", () => {
  // The seeded personality report of the candidate's open application.
  const attemptId = '7e000000-0000-4000-8000-000000000001';
  const url = `/api/user/v1/assessment-report/${attemptId}/`;

  it('given the provider admin reads it again and in parallel, then one entry in the company’s log naming the admin, the candidate and the application; the candidate’s own reads and refused reads write none', async () => {
    for (let round = 0; round < 2; round++)
      for (const res of await Promise.all([get(url, admin), get(url, admin)])) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.attributes.length).toBeGreaterThan(0);
      }
    const read = await by('questionnaire_report_viewed', admin);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({
      account_id: demoId,
      subject_user_id: candidateId,
      details: expect.objectContaining({
        attempt_id: attemptId,
        ref_id: DEMO_TRACKERS.candidateOpen,
        user_smartreq_id: smartreqId,
        questionnaire: 'personality',
      }),
    });

    expect((await get(url, candidate)).statusCode).toBe(200);
    for (const who of [owner, other]) expect((await get(url, who)).statusCode).toBe(404);
    const written = (await entries('questionnaire_report_viewed')).map((e) => e.actor_user_id);
    expect(written).toEqual([admin.userId]);
  });
});

describe("a provider admin listing a person's questionnaire reports (D348)", () => {
  /**
   * A copy of the candidate's open application and its personality report, made for a copy of its
   * requisition at Other Company, so the list spans two companies.
   */
  async function reportAtOtherCompany(): Promise<{ refId: string; attemptId: string; jobId: number }> {
    const refId = '7e0000aa-0000-4000-8000-000000000001';
    const attemptId = '7e0000aa-0000-4000-8000-000000000002';
    /** Inserts a copy of the row whose `key` is `from`, with `set` changed; serial and identity columns are new. */
    const copy = async (table: string, key: string, from: unknown, set: Record<string, unknown>) => {
      const kept = (
        await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
            and identity_generation is null and coalesce(column_default, '') not like 'nextval%'`.execute(t.db)
      ).rows
        .map((r) => r.name)
        .filter((name) => !(name in set));
      const names = [...Object.keys(set), ...kept].map((name) => sql.ref(name));
      const values = [...Object.values(set).map((v) => sql`${v}`), ...kept.map((name) => sql.ref(name))];
      await sql`insert into ${sql.table(table)} (${sql.join(names)})
        select ${sql.join(values)} from ${sql.table(table)} where ${sql.ref(key)} = ${from}`.execute(t.db);
    };
    const demoJob = await t.db
      .selectFrom('user_trackers')
      .select('job_id')
      .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
      .executeTakeFirstOrThrow();
    const jobUuid = '7e0000aa-0000-4000-8000-000000000003';
    await copy('jobs', 'job_id', demoJob.job_id, { account_id: otherId, uuid: jobUuid });
    const job = await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', jobUuid).executeTakeFirstOrThrow();
    await copy('user_trackers', 'ref_id', DEMO_TRACKERS.candidateOpen, { ref_id: refId, job_id: job.job_id });
    await copy('user_attempts', 'attempt_id', '7e000000-0000-4000-8000-000000000001', {
      attempt_id: attemptId,
      ref_id: refId,
    });
    return { refId, attemptId, jobId: job.job_id };
  }

  it('given the provider admin lists them again and in parallel, then one entry in each company’s log naming only that company’s reports; the candidate’s own list and refused lists write none', async () => {
    const elsewhere = await reportAtOtherCompany();
    const url = `/api/user/v1/assessments/${candidateId}/`;
    let listed: { user_asmt_id: string }[] = [];
    for (let round = 0; round < 2; round++)
      for (const res of await Promise.all([get(url, admin), get(url, admin)])) {
        expect(res.statusCode, res.body).toBe(200);
        listed = res.json().data;
      }
    expect(listed.map((r) => r.user_asmt_id)).toContain(elsewhere.attemptId);
    const written = await by('questionnaire_reports_listed', admin);
    expect(written.map((e) => Number(e.account_id)).sort((a, b) => a - b)).toEqual(
      [demoId, otherId].sort((a, b) => a - b),
    );
    for (const entry of written) expect(entry).toMatchObject({ subject_user_id: candidateId });
    const reportsIn = (accountId: number) =>
      (written.find((e) => e.account_id === accountId)!.details as { reports: Record<string, unknown>[] }).reports;
    expect(reportsIn(otherId)).toEqual([
      expect.objectContaining({ attempt_id: elsewhere.attemptId, ref_id: elsewhere.refId, job_id: elsewhere.jobId }),
    ]);
    const demoReports = reportsIn(demoId);
    expect(demoReports).toHaveLength(listed.length - 1);
    expect(demoReports).toContainEqual(
      expect.objectContaining({
        attempt_id: '7e000000-0000-4000-8000-000000000001',
        ref_id: DEMO_TRACKERS.candidateOpen,
        user_smartreq_id: smartreqId,
        questionnaire: 'personality',
      }),
    );
    expect(demoReports.map((r) => r.attempt_id)).not.toContain(elsewhere.attemptId);
    // Other Company's owner reads the entry in its own log, in its words.
    const log = await get(`/api/account/v1/audit-log/?account_id=${otherId}&event=questionnaire_reports_listed`, other);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.results).toHaveLength(1);

    expect((await get(url, candidate)).statusCode).toBe(200);
    for (const who of [owner, other]) expect((await get(url, who)).statusCode).toBe(404);
    const writers = (await entries('questionnaire_reports_listed')).map((e) => e.actor_user_id);
    expect(writers).toEqual([admin.userId, admin.userId]);
  });
});
