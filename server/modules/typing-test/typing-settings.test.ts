/**
 * A company's typing-test settings (contracts/typing-test-settings.ts): the defaults and passages
 * that staff with settings access manage, the provider's passages read-only, and the candidate's
 * typing test that serves the company's passage, scores it and runs for the company's default
 * length; another company's passage is never served nor scored; a typed passage is never rewritten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, li: S;
let demoId: number, otherId: number, typingActivity: number;

const TEXT =
  'Our warehouse team packs every order with care, checks each label twice and ships before noon so customers get their parcels the next day.';

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
    'li.wei@assay.test',
  ];
  [owner, recruiter, interviewer, otherOwner, admin, li] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  typingActivity = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'typing_test');
});
afterAll(async () => t.close());

const req = (who: S | undefined, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    ...(body === undefined ? {} : { body }),
  });
const list = (who: S, query = '', accountId = demoId) =>
  req(who, 'GET', `/account/v1/typing-passages/?account_id=${accountId}${query}`);
const create = (who: S, body: object, accountId = demoId) =>
  req(who, 'POST', '/account/v1/typing-passage/', { account_id: accountId, ...body });
const update = (who: S, id: number, body: object) => req(who, 'PUT', `/account/v1/typing-passage/${id}/`, body);
const archive = (who: S, id: number, archived: boolean) =>
  req(who, 'POST', `/account/v1/typing-passage/${id}/archive/`, { archived });
const saveDefaults = (who: S, body: object, accountId = demoId) =>
  req(who, 'PUT', '/account/v1/typing-test-settings/', { account_id: accountId, ...body });
const propsOf = (res: { json(): { errors?: { prop: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.prop).sort();

describe('the defaults', () => {
  it('given none set, then the product defaults; given the owner sets them, then they are read back and audited', async () => {
    expect((await req(owner, 'GET', `/account/v1/typing-test-settings/?account_id=${demoId}`)).json().data).toEqual({
      duration_seconds: 60,
      min_net_wpm: null,
      min_accuracy: null,
    });
    const saved = await saveDefaults(owner, { duration_seconds: 120, min_net_wpm: 35, min_accuracy: 92 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await req(recruiter, 'GET', `/account/v1/typing-test-settings/?account_id=${demoId}`)).json().data).toEqual(
      { duration_seconds: 120, min_net_wpm: 35, min_accuracy: 92 },
    );
    const audited = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'typing_defaults_changed')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('given numbers out of range, then each field is named and nothing changes', async () => {
    const res = await saveDefaults(owner, { duration_seconds: 5, min_net_wpm: 0, min_accuracy: 101.5 });
    expect(res.statusCode).toBe(400);
    expect(propsOf(res)).toEqual(['duration_seconds', 'min_accuracy', 'min_net_wpm']);
    expect(
      (await req(owner, 'GET', `/account/v1/typing-test-settings/?account_id=${demoId}`)).json().data.duration_seconds,
    ).toBe(120);
  });

  it('given staff without settings access, another company or a candidate, then refused', async () => {
    expect(
      (await saveDefaults(recruiter, { duration_seconds: 60, min_net_wpm: null, min_accuracy: null })).statusCode,
    ).toBe(403);
    expect(
      (await saveDefaults(otherOwner, { duration_seconds: 60, min_net_wpm: null, min_accuracy: null })).statusCode,
    ).toBe(404);
    expect((await req(interviewer, 'GET', `/account/v1/typing-test-settings/?account_id=${demoId}`)).statusCode).toBe(
      403,
    );
    expect((await req(li, 'GET', `/account/v1/typing-test-settings/?account_id=${demoId}`)).statusCode).toBe(403);
    expect((await saveDefaults(admin, { duration_seconds: 120, min_net_wpm: 35, min_accuracy: 92 })).statusCode).toBe(
      200,
    );
  });

  it('given a new typing activity in a plan, then it starts from the defaults and the plan shows them', async () => {
    const job = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', REMOTE_SUPPORT_JOB_UUID)
      .executeTakeFirstOrThrow();
    const plan = (await req(owner, 'GET', `/job/v1/job-step/${job.job_id}/`)).json().data;
    expect(plan.typing_defaults).toEqual({ duration_seconds: 120, min_net_wpm: 35, min_accuracy: 92 });
    const step = plan.steps[0].job_step_id;
    const added = await req(owner, 'POST', `/job/v1/job-step/step/${step}/activity/`, {
      activity_type: 'typing_test',
      title: 'Typing, company defaults',
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = (await req(owner, 'GET', `/job/v1/job-step/${job.job_id}/`)).json().data;
    const activity = after.steps
      .flatMap((s: { activities: { title: string }[] }) => s.activities)
      .find((a: { title: string }) => a.title === 'Typing, company defaults');
    expect(activity.typing).toEqual({ duration_seconds: 120, language: null, min_net_wpm: 35, min_accuracy: 92 });
  });
});

describe('passages', () => {
  let passageId: number;

  it('given the owner adds passages, then the list searches, sorts, filters by language and the provider list stays apart', async () => {
    const added = await create(owner, {
      title: ' Warehouse ',
      language: 'en',
      text: `  ${TEXT.replace('. ', '.\n\n')} `,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      account_id: demoId,
      title: 'Warehouse',
      language: 'en',
      text: TEXT,
      is_archived: false,
    });
    passageId = added.json().data.typing_passage_id;
    expect(
      (
        await create(owner, {
          title: 'Atelier',
          language: 'fr',
          text: 'Notre atelier emballe chaque commande avec soin et vérifie chaque étiquette deux fois avant midi.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await list(owner, '&ordering=title')).json().data.results.map((p: { title: string }) => p.title)).toEqual([
      'Atelier',
      'Warehouse',
    ]);
    expect((await list(owner, '&ordering=-title')).json().data.results.map((p: { title: string }) => p.title)).toEqual([
      'Warehouse',
      'Atelier',
    ]);
    expect(
      (await list(recruiter, '&search=parcels')).json().data.results.map((p: { title: string }) => p.title),
    ).toEqual(['Warehouse']);
    expect((await list(owner, '&language=fr')).json().data.count).toBe(1);
    const provider = (await list(owner, '&source=provider&language=en')).json().data;
    expect(provider.count).toBeGreaterThan(0);
    expect(provider.results.every((p: { account_id: number | null }) => p.account_id === null)).toBe(true);
    expect((await list(otherOwner, '', otherId)).json().data.count).toBe(0);
  });

  it('given a passage too short, no title or an unknown language, then each field is named', async () => {
    const res = await create(owner, { title: '', language: 'de', text: 'Too short.' });
    expect(res.statusCode).toBe(400);
    expect(propsOf(res)).toEqual(['language', 'text', 'title']);
  });

  it('given another company, staff without the right, a provider passage or a candidate, then they never change a passage', async () => {
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await update(otherOwner, passageId, { title: 'Taken', language: 'en', text: TEXT })).statusCode).toBe(404);
    expect((await archive(otherOwner, passageId, true)).statusCode).toBe(404);
    expect((await create(recruiter, { title: 'Nope', language: 'en', text: TEXT })).statusCode).toBe(403);
    expect((await update(interviewer, passageId, { title: 'Nope', language: 'en', text: TEXT })).statusCode).toBe(403);
    expect((await list(li)).statusCode).toBe(403);
    const providerId = (await list(owner, '&source=provider')).json().data.results[0].typing_passage_id;
    expect((await update(owner, providerId, { title: 'Mine now', language: 'en', text: TEXT })).statusCode).toBe(404);
    expect((await archive(owner, providerId, true)).statusCode).toBe(404);
  });

  it("given a candidate of the company, then the typing test serves the company's passage for the default length and scores it", async () => {
    const refId = await applyTo(t, li, REMOTE_SUPPORT_JOB_UUID);
    // The seeded activity names its own length; without one, the company's default applies.
    await t.db
      .updateTable('job_step_activities')
      .set({ settings: JSON.stringify({}) })
      .where('job_step_activity_id', '=', typingActivity)
      .execute();
    const url = `/user-response/v1/typing-tests/job_step_activity/${typingActivity}/user/${li.userId}/ref/${refId}/?language=en`;
    const test = (await req(li, 'GET', url)).json().data;
    expect(test.passage).toEqual({ typing_passage_id: passageId, language: 'en', text: TEXT });
    expect(test.duration_seconds).toBe(120);

    // Another company's passage is refused at scoring.
    const foreign = (await create(otherOwner, { title: 'Foreign', language: 'en', text: TEXT }, otherId)).json().data
      .typing_passage_id;
    const typed = TEXT.slice(0, 30);
    const events = [...typed].map((k, i) => ({ t: (i + 1) * 200, k }));
    const body = {
      ref_id: refId,
      job_step_activity_id: typingActivity,
      attempt_id: '5b000000-0000-4000-8000-000000000001',
      typing_passage_id: foreign,
      typed_text: typed,
      events,
      elapsed_ms: 6000,
    };
    const refused = await req(li, 'POST', '/user-response/v1/score-typing-tests/', body);
    expect(refused.statusCode).toBe(400);
    expect(propsOf(refused)).toEqual(['typing_passage_id']);

    const scored = await req(li, 'POST', '/user-response/v1/score-typing-tests/', {
      ...body,
      typing_passage_id: passageId,
    });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json().data).toMatchObject({ typing_passage_id: passageId, accuracy: 100, keystrokes: 30 });
    const row = await t.db
      .selectFrom('typing_results')
      .select(['typing_passage_id', 'duration_seconds'])
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ typing_passage_id: passageId, duration_seconds: 120 });
  });

  it('given a typed passage edited, then the edit becomes a new passage and the typed one is archived with its text', async () => {
    const edited = await update(owner, passageId, {
      title: 'Warehouse v2',
      language: 'en',
      text: `${TEXT} Every box is weighed.`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const copy = edited.json().data;
    expect(copy.typing_passage_id).not.toBe(passageId);
    const old = await t.db
      .selectFrom('typing_passages')
      .select(['text', 'archived_at'])
      .where('typing_passage_id', '=', passageId)
      .executeTakeFirstOrThrow();
    expect(old.text).toBe(TEXT);
    expect(old.archived_at).not.toBeNull();
    expect(
      (await list(owner, '&archived=true'))
        .json()
        .data.results.map((p: { typing_passage_id: number }) => p.typing_passage_id),
    ).toEqual([passageId]);
    // A title-only edit of an untyped passage stays in place.
    const renamed = await update(owner, copy.typing_passage_id, {
      title: 'Warehouse v3',
      language: 'en',
      text: copy.text,
    });
    expect(renamed.json().data.typing_passage_id).toBe(copy.typing_passage_id);
  });

  it('given every company passage in a language archived, then candidates get the provider passages again; restoring brings it back', async () => {
    const live = (await list(owner, '&language=en')).json().data.results as { typing_passage_id: number }[];
    for (const p of live) expect((await archive(owner, p.typing_passage_id, true)).json().data.is_archived).toBe(true);
    const maria = await t.signIn('maria.garcia@assay.test');
    const refId = await applyTo(t, maria, REMOTE_SUPPORT_JOB_UUID);
    const url = `/user-response/v1/typing-tests/job_step_activity/${typingActivity}/user/${maria.userId}/ref/${refId}/?language=en`;
    const served = (await req(maria, 'GET', url)).json().data.passage.typing_passage_id;
    const provider = await t.db
      .selectFrom('typing_passages')
      .select('account_id')
      .where('typing_passage_id', '=', served)
      .executeTakeFirstOrThrow();
    expect(provider.account_id).toBeNull();
    expect((await archive(owner, live[0]!.typing_passage_id, false)).json().data.is_archived).toBe(false);
  });

  it('given a deactivated member of staff, then their token stops working at once', async () => {
    expect(
      (await req(owner, 'POST', `/account/v1/${demoId}/users/${recruiter.userId}/deactivate/`, {})).statusCode,
    ).toBe(200);
    expect((await list(recruiter)).statusCode).toBe(401);
  });
});
