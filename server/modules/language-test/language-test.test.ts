import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import { DEMO_LANGUAGE_TEST_TITLE } from '../../db/seed/demo-language-test.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { BANK_ES } from './bank-es.ts';
import { languagePartDigest } from '../../../contracts/language-test.ts';
import type { AnswersDigest } from '../../../contracts/user-response.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, maria: S, owner: S, recruiter: S, otherOwner: S;
let refId: string;
let activityId: number;
let smartreqId: number;
let listeningId: number;
let readingId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [li, maria, owner, recruiter, otherOwner] = (await Promise.all(
    [
      'li.wei@assay.test',
      'maria.garcia@assay.test',
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  const applied = await t.request({
    method: 'POST',
    url: `/api/user/v1/progress-tracker/user/${li.userId}/`,
    token: li.token,
    body: { job_uuid: REMOTE_SUPPORT_JOB_UUID },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  refId = applied.json().data.ref_id;
  activityId = (
    await t.db
      .selectFrom('job_step_activities')
      .select('job_step_activity_id')
      .where('title', '=', DEMO_LANGUAGE_TEST_TITLE)
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  const parts = await t.db
    .selectFrom('vendor_assessments')
    .select(['vendor_assessment_id', 'external_vendor_asmt_id'])
    .where('job_step_activity_id', '=', activityId)
    .execute();
  listeningId = parts.find((p) => p.external_vendor_asmt_id === 'listening|es|en')!.vendor_assessment_id;
  readingId = parts.find((p) => p.external_vendor_asmt_id === 'reading|es|en')!.vendor_assessment_id;
  smartreqId = (
    await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;
});
afterAll(async () => t.close());

const content = (who: S, ref = refId, activity = activityId) =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/language-test/${ref}/?job_step_activity_id=${activity}`,
    token: who.token,
  });
const answer = (who: S, body: Record<string, unknown>, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/language-test/answer/',
    token: who.token,
    body: { ref_id: refId, job_step_activity_id: activityId, answered_at: new Date().toISOString(), ...body },
    headers: key ? { 'idempotency-key': key } : {},
  });
/** A digest no device would send: for requests refused before the hashes matter. */
const ANY_DIGEST: AnswersDigest = { answer_count: 0, answers_hash: '0'.repeat(64) };
/** Completes a part with the device's count and hash of the part's answers (promise 8). */
const complete = (who: S, part: number, digest: AnswersDigest, key?: string, ref = refId) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/language-test/complete-part/',
    token: who.token,
    body: { ref_id: ref, job_step_activity_id: activityId, vendor_assessment_id: part, ...digest },
    headers: key ? { 'idempotency-key': key } : {},
  });
const digestOf = (answers: { item_id: string; answer: string }[]) =>
  languagePartDigest(answers.map((a) => ({ item_id: a.item_id, option_id: a.answer })));
const staff = (who: S, id = smartreqId) =>
  t.request({ method: 'GET', url: `/api/smartreq/v1/language-tests/${id}/`, token: who.token });
const activityDone = async () =>
  (
    await t.db
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', refId)
      .where('job_step_activity_id', '=', activityId)
      .executeTakeFirst()
  )?.is_completed ?? false;
const storedAnswers = () =>
  t.db
    .selectFrom('user_vendor_answers as a')
    .innerJoin('user_vendor_assessments as u', 'u.user_vendor_assessment_id', 'a.user_vendor_assessment_id')
    .select(['u.vendor_assessment_id', 'a.item_id', 'a.option_id', 'a.revision'])
    .where('u.ref_id', '=', refId)
    .orderBy('u.vendor_assessment_id')
    .orderBy('a.item_id')
    .execute();

describe('a candidate opening the language test of their own application', () => {
  it('given the demo Spanish test, then both parts come in order with English instructions, Spanish items and no answer key', async () => {
    const res = await content(li);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      ref_id: refId,
      job_step_activity_id: activityId,
      title: DEMO_LANGUAGE_TEST_TITLE,
      adapter: 'built-in',
      is_completed: false,
    });
    expect(data.parts.map((p: { external_vendor_asmt_id: string }) => p.external_vendor_asmt_id)).toEqual([
      'listening|es|en',
      'reading|es|en',
    ]);
    const [listening, reading] = data.parts;
    expect(listening).toMatchObject({
      assessment_type: 'listening',
      language: 'es',
      instruction_language: 'en',
      status: 'not_started',
      title: 'Spanish listening',
      completed_at: null,
    });
    expect(listening.instructions).toContain('short recordings in Spanish');
    expect(listening.sign_in_link).toBe(
      `/user/language-test?jobUuid=${REMOTE_SUPPORT_JOB_UUID}&refId=${refId}&activityId=${activityId}&part=${listeningId}`,
    );
    expect(listening.items).toHaveLength(5);
    expect(reading.items).toHaveLength(6);
    expect(reading.items[0].question).toBe('¿Por qué escribe Lucía?');
    expect(JSON.stringify(data)).not.toContain('"answer"');
  });

  it('given another candidate, a company owner or another company, then the test is not found', async () => {
    for (const who of [maria, owner, otherOwner]) expect((await content(who)).statusCode).toBe(404);
  });

  it("given an activity of the tracker that is not a language test, or another candidate's tracker, then 404", async () => {
    const typing = await t.db
      .selectFrom('job_step_activities')
      .select('job_step_activity_id')
      .where('activity_type', '=', 'typing_test')
      .where('title', '=', 'Typing test')
      .orderBy('job_step_activity_id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await content(li, refId, typing.job_step_activity_id)).statusCode).toBe(404);
    expect((await content(li, DEMO_TRACKERS.mariaOpen)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  it('given the same request twice with one idempotency key, then it is applied once and the repeat is the first answer', async () => {
    const body = {
      vendor_assessment_id: listeningId,
      item_id: 'l1',
      option_id: 'b',
      revision: 1,
      answered_at: '2026-11-20T10:00:00.000Z',
    };
    const first = await answer(li, body, 'lang-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ vendor_assessment_id: listeningId, item_id: 'l1', revision: 1, applied: true });
    const again = await answer(li, body, 'lang-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedAnswers()).toEqual([
      { vendor_assessment_id: listeningId, item_id: 'l1', option_id: 'b', revision: 1 },
    ]);
  });

  it('given a newer revision then an older one arriving late, then the newer one stays', async () => {
    expect(
      (await answer(li, { vendor_assessment_id: listeningId, item_id: 'l1', option_id: 'a', revision: 3 })).json().data,
    ).toMatchObject({ applied: true, revision: 3 });
    const stale = await answer(li, { vendor_assessment_id: listeningId, item_id: 'l1', option_id: 'c', revision: 2 });
    expect(stale.json().data).toMatchObject({ applied: false, revision: 3 });
    expect((await storedAnswers())[0]).toMatchObject({ item_id: 'l1', option_id: 'a', revision: 3 });
  });

  it('given an item or option that is not in the part, or a malformed body, then 400 and nothing changes', async () => {
    const before = await storedAnswers();
    const badItem = await answer(li, { vendor_assessment_id: listeningId, item_id: 'r1', option_id: 'a', revision: 1 });
    expect(badItem.statusCode).toBe(400);
    expect(badItem.json().errors).toEqual([
      { prop: 'item_id', message: 'This question is not part of the language test.' },
    ]);
    expect(
      (await answer(li, { vendor_assessment_id: listeningId, item_id: 'l2', option_id: 'z', revision: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await answer(li, { vendor_assessment_id: listeningId, item_id: 'L2!', option_id: 'a', revision: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await answer(li, { vendor_assessment_id: listeningId, item_id: 'l2', option_id: 'a', revision: 0 })).statusCode,
    ).toBe(400);
    expect(await storedAnswers()).toEqual(before);
  });

  it("given another candidate or staff answering this candidate's test, then 404 and nothing is stored", async () => {
    const before = await storedAnswers();
    for (const who of [maria, owner, otherOwner]) {
      expect(
        (await answer(who, { vendor_assessment_id: listeningId, item_id: 'l2', option_id: 'a', revision: 9 }))
          .statusCode,
      ).toBe(404);
      expect((await complete(who, listeningId, ANY_DIGEST)).statusCode).toBe(404);
    }
    expect(await storedAnswers()).toEqual(before);
  });
});

describe('completing parts: the activity completes only when every part is complete', () => {
  it('given the listening part completed, then that part is complete, the activity is not, and the tracker says so', async () => {
    // Every listening item right except l1 (answered 'a', keyed 'a' -> right) and l5 left unanswered.
    for (const item of BANK_ES.listening.slice(1, 4)) {
      expect(
        (
          await answer(li, {
            vendor_assessment_id: listeningId,
            item_id: item.item_id,
            option_id: item.answer,
            revision: 1,
          })
        ).statusCode,
      ).toBe(200);
    }
    const device = await digestOf([{ item_id: 'l1', answer: 'a' }, ...BANK_ES.listening.slice(1, 4)]);
    const res = await complete(li, listeningId, device, 'lang-complete-0001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      vendor_assessment_id: listeningId,
      status: 'completed',
      answer_count: 4,
      answers_hash: device.answers_hash,
      is_activity_completed: false,
    });
    expect(await activityDone()).toBe(false);
    const parts = (await content(li)).json().data.parts;
    expect(parts.map((p: { status: string }) => p.status)).toEqual(['completed', 'not_started']);
  });

  it('given the same part completed again (new key), then the first completion stands and the score does not change', async () => {
    const first = await t.db
      .selectFrom('user_vendor_assessments')
      .selectAll()
      .where('ref_id', '=', refId)
      .where('vendor_assessment_id', '=', listeningId)
      .executeTakeFirstOrThrow();
    const again = await complete(li, listeningId, ANY_DIGEST);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.answer_count).toBe(4);
    expect(again.json().data.completed_at).toBe(first.completed_at!.toISOString());
    const after = await t.db
      .selectFrom('user_vendor_assessments')
      .selectAll()
      .where('ref_id', '=', refId)
      .where('vendor_assessment_id', '=', listeningId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(first);
    expect(after).toMatchObject({
      correct: 4,
      total: 5,
      percent: 80,
      band: 'B2',
      external_user_id: `assay-${li.userId}`,
    });
  });

  it('given an answer to a completed part, then 409 attempt_submitted and the stored answer stays', async () => {
    const res = await answer(li, { vendor_assessment_id: listeningId, item_id: 'l5', option_id: 'b', revision: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('attempt_submitted');
    expect((await storedAnswers()).some((a) => a.item_id === 'l5')).toBe(false);
  });

  it('given staff before the last part, then they see one part scored and one not started', async () => {
    const res = await staff(owner);
    expect(res.statusCode, res.body).toBe(200);
    const [test] = res.json().data;
    expect(test).toMatchObject({
      job_step_activity_id: activityId,
      title: DEMO_LANGUAGE_TEST_TITLE,
      is_completed: false,
    });
    expect(test.parts).toMatchObject([
      {
        external_vendor_asmt_id: 'listening|es|en',
        status: 'completed',
        correct: 4,
        total: 5,
        percent: 80,
        band: 'B2',
      },
      {
        external_vendor_asmt_id: 'reading|es|en',
        status: 'not_started',
        correct: null,
        percent: null,
        band: null,
        completed_at: null,
      },
    ]);
  });

  it('given the reading part completed too, then the activity is complete on the tracker', async () => {
    for (const item of BANK_ES.reading.slice(0, 3)) {
      expect(
        (
          await answer(li, {
            vendor_assessment_id: readingId,
            item_id: item.item_id,
            option_id: item.answer,
            revision: 1,
          })
        ).statusCode,
      ).toBe(200);
    }
    const res = await complete(li, readingId, await digestOf(BANK_ES.reading.slice(0, 3)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', answer_count: 3, is_activity_completed: true });
    expect(await activityDone()).toBe(true);
    const tracker = await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${refId}/`, token: li.token });
    const activity = tracker
      .json()
      .data.steps.flatMap(
        (s: { activities: { job_step_activity_id: number; is_completed: boolean }[] }) => s.activities,
      )
      .find((a: { job_step_activity_id: number }) => a.job_step_activity_id === activityId);
    expect(activity).toMatchObject({ is_completed: true, activity_type: 'language_test' });
    expect((await content(li)).json().data.is_completed).toBe(true);
  });
});

describe('staff results (the job-access rule)', () => {
  it('given the owner and the recruiter of the job, then both parts show percent and band', async () => {
    for (const who of [owner, recruiter]) {
      const res = await staff(who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0].parts).toMatchObject([
        { status: 'completed', percent: 80, band: 'B2' },
        { status: 'completed', correct: 3, total: 6, percent: 50, band: 'A2' },
      ]);
    }
  });

  it('given another company or a candidate, then they learn nothing', async () => {
    expect((await staff(otherOwner)).statusCode).toBe(404);
    expect((await staff(li)).statusCode).toBe(403);
  });
});

describe('promise 8: a receipt before deletion (language test part completion)', () => {
  it('given the device holds an answer the server lacks, completing the part is refused 409 answers_mismatch and nothing changes; after the resend the part completes with a receipt of the same count and hash, and a repeat answers the same receipt', async () => {
    const sam = await t.signIn('candidate@assay.test');
    const applied = await t.request({
      method: 'POST',
      url: `/api/user/v1/progress-tracker/user/${sam.userId}/`,
      token: sam.token,
      body: { job_uuid: REMOTE_SUPPORT_JOB_UUID },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const ref: string = applied.json().data.ref_id;
    const send = (item_id: string, option_id: string | null, revision = 1) =>
      t.request({
        method: 'POST',
        url: '/api/user-response/v1/language-test/answer/',
        token: sam.token,
        body: {
          ref_id: ref,
          job_step_activity_id: activityId,
          vendor_assessment_id: listeningId,
          item_id,
          option_id,
          revision,
          answered_at: new Date().toISOString(),
        },
      });
    const part = () =>
      t.db
        .selectFrom('user_vendor_assessments')
        .select(['status', 'correct', 'completed_at'])
        .where('ref_id', '=', ref)
        .where('vendor_assessment_id', '=', listeningId)
        .executeTakeFirst();

    // On the device: l1 'b', l2 'c' and l3 'a', and l4 chosen then cleared. The server got l1, l2 and l4's first choice.
    expect((await send('l1', 'b')).statusCode).toBe(200);
    expect((await send('l2', 'c')).statusCode).toBe(200);
    expect((await send('l4', 'a')).statusCode).toBe(200);
    const device = await languagePartDigest([
      { item_id: 'l1', option_id: 'b' },
      { item_id: 'l2', option_id: 'c' },
      { item_id: 'l3', option_id: 'a' },
      { item_id: 'l4', option_id: null },
    ]);
    expect(device.answer_count).toBe(3);
    const before = await part();
    const refused = await complete(sam, listeningId, device, 'lang-receipt-1', ref);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('answers_mismatch');
    expect(await part()).toEqual(before);
    expect(before?.status).toBe('in_progress');

    // The device resends what the server lacks; now the part completes with the device's count and hash.
    expect((await send('l3', 'a')).statusCode).toBe(200);
    expect((await send('l4', null, 2)).statusCode).toBe(200);
    const receipt = await complete(sam, listeningId, device, 'lang-receipt-2', ref);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toMatchObject({
      vendor_assessment_id: listeningId,
      status: 'completed',
      ...device,
      is_activity_completed: false,
    });
    expect(await part()).toMatchObject({ status: 'completed' });

    // A repeat (the first answer was lost) answers the same receipt, whatever count and hash it carries.
    const again = await complete(sam, listeningId, ANY_DIGEST, 'lang-receipt-3', ref);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(receipt.json().data);
  });
});

describe('an account without the language test (no vendor 1)', () => {
  it('given the vendor row removed, then the candidate is told it is not enabled and nothing is written', async () => {
    const demo = await t.db
      .selectFrom('accounts')
      .select('account_id')
      .where('name', '=', 'Demo Company')
      .executeTakeFirstOrThrow();
    const applied = await t.request({
      method: 'POST',
      url: `/api/user/v1/progress-tracker/user/${maria.userId}/`,
      token: maria.token,
      body: { job_uuid: REMOTE_SUPPORT_JOB_UUID },
    });
    const mariaRef = applied.json().data.ref_id as string;
    await t.db.deleteFrom('account_vendors').where('account_id', '=', demo.account_id).execute();
    const res = await content(maria, mariaRef);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The language test is not enabled for this company.');
    const write = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/language-test/answer/',
      token: maria.token,
      body: {
        ref_id: mariaRef,
        job_step_activity_id: activityId,
        vendor_assessment_id: listeningId,
        item_id: 'l1',
        option_id: 'a',
        revision: 1,
        answered_at: new Date().toISOString(),
      },
    });
    expect(write.statusCode).toBe(409);
    expect(
      await t.db.selectFrom('user_vendor_assessments').select('ref_id').where('ref_id', '=', mariaRef).execute(),
    ).toEqual([]);
  });
});

describe('the three-part id in the database', () => {
  it('given a part id without three well-formed parts, then the database refuses it', async () => {
    for (const bad of ['listening|es', 'listening|es|en|x', 'Listening|es|en', 'listening|spa|en']) {
      await expect(
        t.db
          .insertInto('vendor_assessments')
          .values({ job_step_activity_id: activityId, external_vendor_asmt_id: bad })
          .execute(),
      ).rejects.toThrow();
    }
    const ok = await t.db
      .insertInto('vendor_assessments')
      .values({ job_step_activity_id: activityId, external_vendor_asmt_id: 'reading|fr|es', sort_order: 9 })
      .returning('vendor_assessment_id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('vendor_assessments').where('vendor_assessment_id', '=', ok.vendor_assessment_id).execute();
  });
});
