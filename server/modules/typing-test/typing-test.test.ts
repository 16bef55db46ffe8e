import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { REMOTE_SUPPORT_JOB_UUID, REMOTE_SUPPORT_TYPING_SECONDS } from '../../db/seed/demo-typing-speed.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { BACKSPACE, boundTypingEvents, scoreTyping, type KeyEvent } from '../../../contracts/typing-score.ts';
import { MAX_TYPING_EVENTS, typingRunDigest } from '../../../contracts/typing-test.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { TextBox } from '../../../contracts/testing/text-box.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, maria: S, owner: S;
let refId: string;
let typingActivity: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [li, maria, owner] = (await Promise.all(
    ['li.wei@assay.test', 'maria.garcia@assay.test', 'owner@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  refId = await applyTo(t, li, REMOTE_SUPPORT_JOB_UUID);
  typingActivity = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'typing_test');
});
afterAll(async () => t.close());

const read = (who: S, ref: string, query = '') =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/typing-tests/job_step_activity/${typingActivity}/user/${who.userId}/ref/${ref}/${query}`,
    token: who.token,
  });
const score = (who: S, body: unknown, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/score-typing-tests/',
    token: who.token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

/** The first `n` characters of the passage typed one per 200 ms, with one mistake corrected after the first word. */
function run(passage: string, n: number): { events: KeyEvent[]; typed: string } {
  const target = passage.slice(0, n);
  const firstSpace = target.indexOf(' ');
  const events: KeyEvent[] = [];
  let t = 0;
  for (const [i, k] of [...target].entries()) {
    if (i === firstSpace + 1) {
      events.push({ t: (t += 200), k: k === 'x' ? 'y' : 'x' }, { t: (t += 200), k: BACKSPACE });
    }
    events.push({ t: (t += 200), k });
  }
  return { events, typed: target };
}

describe('reading the typing test', () => {
  it('given the candidate, then a passage in the asked language and the run length with the time accommodation', async () => {
    await t.db.updateTable('user_trackers').set({ time_accommodation: 1.5 }).where('ref_id', '=', refId).execute();
    const res = await read(li, refId, '?language=fr');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      ref_id: refId,
      is_completed: false,
      duration_seconds: REMOTE_SUPPORT_TYPING_SECONDS,
      time_accommodation: 1.5,
      limit_seconds: 45,
      result: null,
    });
    expect(data.passage.language).toBe('fr');
    expect(data.passage.text.length).toBeGreaterThan(200);
    expect(data.accommodations).toEqual([]);
    // The same passage again for the same application.
    expect((await read(li, refId, '?language=fr')).json().data.passage.typing_passage_id).toBe(
      data.passage.typing_passage_id,
    );
  });

  it('given another candidate, staff, or a path naming someone else, then 404', async () => {
    expect((await read(maria, refId)).statusCode).toBe(404);
    expect((await read(owner, refId)).statusCode).toBe(404);
    const other = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/typing-tests/job_step_activity/${typingActivity}/user/${maria.userId}/ref/${refId}/`,
      token: li.token,
    });
    expect(other.statusCode).toBe(404);
  });

  it('given an activity that is not a typing test, then 404', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/typing-tests/job_step_activity/1/user/${li.userId}/ref/${DEMO_TRACKERS.liOpen}/`,
      token: li.token,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('scoring a run', () => {
  it('given client numbers that lie, then the server recomputes from the keystrokes', async () => {
    const test = (await read(li, refId, '?language=en')).json().data;
    const { events, typed } = run(test.passage.text, 40);
    const attempt = '5a000000-0000-4000-8000-000000000001';
    const body = {
      ref_id: refId,
      job_step_activity_id: typingActivity,
      attempt_id: attempt,
      typing_passage_id: test.passage.typing_passage_id,
      typed_text: typed,
      events,
      elapsed_ms: 1000,
      net_wpm: 500,
    };
    // A typed text the log does not produce is refused and changes nothing.
    expect((await score(li, { ...body, typed_text: typed + 'zz' })).statusCode).toBe(400);
    // Keystrokes after the limit (45 s with the accommodation, plus grace) are refused.
    expect(
      (await score(li, { ...body, events: [...events, { t: 48_000, k: 'a' }], typed_text: typed + 'a' })).statusCode,
    ).toBe(400);

    const res = await score(li, body, 'typing-key-1');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    // elapsed is clamped up to the last keystroke: 42 events x 200 ms = 8.4 s.
    expect(result.elapsed_ms).toBe(8400);
    expect(result).toMatchObject({ attempt_id: attempt, corrections: 1, keystrokes: 42 });
    // The slip was corrected, so the final 40 characters hold no error: 40 / 5 / (8.4 s / 60) = 57.1 WPM
    // gross and net, accuracy 100 (the correction is counted on its own).
    expect(result).toMatchObject({ accuracy: 100, raw_wpm: 57.1, net_wpm: 57.1 });

    // The same key, or the same attempt with another key: the first result, nothing new.
    expect((await score(li, body, 'typing-key-1')).json().data).toEqual(result);
    expect((await score(li, body, 'typing-key-2')).json().data).toEqual(result);
    const rows = await t.db.selectFrom('typing_results').selectAll().where('ref_id', '=', refId).execute();
    expect(rows).toHaveLength(1);

    // Another attempt once complete.
    const again = await score(li, { ...body, attempt_id: '5a000000-0000-4000-8000-000000000002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('attempt_submitted');

    // The tracker shows it done; the read shows the result.
    const tracker = await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${refId}/`, token: li.token });
    const activity = tracker
      .json()
      .data.steps.flatMap((s: { activities: unknown[] }) => s.activities)
      .find((a: { job_step_activity_id: number }) => a.job_step_activity_id === typingActivity);
    expect(activity.is_completed).toBe(true);
    const after = (await read(li, refId)).json().data;
    expect(after).toMatchObject({ is_completed: true, result: { attempt_id: attempt, net_wpm: result.net_wpm } });
  });

  it("given another candidate's application, then 404 and nothing stored", async () => {
    const res = await score(maria, {
      ref_id: DEMO_TRACKERS.liOpen,
      job_step_activity_id: 6,
      attempt_id: '5a000000-0000-4000-8000-000000000003',
      typing_passage_id: 1,
      typed_text: '',
      events: [],
      elapsed_ms: 60000,
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.selectFrom('typing_results').select('attempt_id').where('ref_id', '=', DEMO_TRACKERS.liOpen).execute(),
    ).toHaveLength(0);
  });
});

describe('promise 8: a receipt before deletion (typing test result)', () => {
  it('given a run with its count and hash, a log that arrived different is refused 409 answers_mismatch and nothing is stored; the run itself gets a receipt of its events and hash, and a repeat answers the same receipt of the stored run', async () => {
    const applied = await t.request({
      method: 'POST',
      url: `/api/user/v1/progress-tracker/user/${maria.userId}/`,
      token: maria.token,
      body: { job_uuid: REMOTE_SUPPORT_JOB_UUID },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const mariaRef: string = applied.json().data.ref_id;
    const test = (await read(maria, mariaRef, '?language=en')).json().data;
    const { events, typed } = run(test.passage.text, 12);
    const body = {
      ref_id: mariaRef,
      job_step_activity_id: typingActivity,
      attempt_id: '5a000000-0000-4000-8000-000000000008',
      typing_passage_id: test.passage.typing_passage_id,
      typed_text: typed,
      events,
      elapsed_ms: 20_000,
    };
    const device = await typingRunDigest(body);
    expect(device.answer_count).toBe(events.length);

    // The device's log had one more keystroke than what arrived: refused, nothing stored, not complete.
    const lost = { ...body, events: events.slice(0, -1), typed_text: typed.slice(0, -1) };
    const refused = await score(maria, { ...lost, ...device });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('answers_mismatch');
    expect(
      await t.db.selectFrom('typing_results').select('attempt_id').where('ref_id', '=', mariaRef).execute(),
    ).toHaveLength(0);
    expect((await read(maria, mariaRef)).json().data).toMatchObject({ is_completed: false, result: null });

    // The whole run: scored, with a receipt that repeats the device's count and hash.
    const receipt = await score(maria, { ...body, ...device }, 'typing-receipt-1');
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toMatchObject({
      attempt_id: body.attempt_id,
      answer_count: device.answer_count,
      answers_hash: device.answers_hash,
    });

    // A repeat (the first answer was lost) with another key answers the same receipt.
    expect((await score(maria, { ...body, ...device }, 'typing-receipt-2')).json().data).toEqual(receipt.json().data);
    // The receipt is of the stored run, not an echo of the request: the same attempt with another log gets the stored count and hash.
    const other = await score(maria, { ...lost }, 'typing-receipt-3');
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ answer_count: events.length, answers_hash: device.answers_hash });
    expect(other.json().data.answers_hash).not.toBe((await typingRunDigest(lost)).answers_hash);
    // The read shows the same receipt.
    expect((await read(maria, mariaRef)).json().data.result).toEqual(receipt.json().data);
  });
});

describe('a long run fits the server limits, and is scored as typed', () => {
  /** A fresh candidate's typing test with a 10-minute limit (30 s x 20), and its passage. */
  async function longTest(): Promise<Application & { passage: { typing_passage_id: number; text: string } }> {
    const a = await freshApplication(t, 'typing_test', REMOTE_SUPPORT_JOB_UUID);
    await t.db.updateTable('user_trackers').set({ time_accommodation: 20 }).where('ref_id', '=', a.ref_id).execute();
    const res = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/typing-tests/job_step_activity/${a.job_step_activity_id}/user/${a.who.userId}/ref/${a.ref_id}/?language=en`,
      token: a.who.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.limit_seconds).toBe(600);
    return { ...a, passage: res.json().data.passage };
  }
  const bodyOf = (a: Application & { passage: { typing_passage_id: number } }, typed: string, events: KeyEvent[]) => ({
    ref_id: a.ref_id,
    job_step_activity_id: a.job_step_activity_id,
    attempt_id: crypto.randomUUID(),
    typing_passage_id: a.passage.typing_passage_id,
    typed_text: typed,
    events,
    elapsed_ms: 600_000,
  });

  it('given a run with slips corrected at the end and in the middle (taps into the text), then it is accepted with the corrections really made and the receipt of the run as sent', async () => {
    const a = await longTest();
    const box = new TextBox('', 0, 120);
    const words = a.passage.text.split(' ');
    for (const [i, word] of words.entries()) {
      if (i % 5 === 1) box.type('zx').backspace(2); // a slip noticed at once: two corrections
      box.type(word + (i < words.length - 1 ? ' ' : ''));
      if (i % 7 === 3 && word.length > 2) {
        // A tap back into the word just typed: a letter erased and typed again in the middle.
        const end = box.caret;
        box.caret = end - 2;
        box.backspace().type(word[word.length - 2]!);
        box.caret = end;
      }
    }
    expect(box.value).toBe(a.passage.text);
    const slips = words.filter((_, i) => i % 5 === 1).length * 2;
    const taps = words.filter((w, i) => i % 7 === 3 && w.length > 2).length;
    // One event per key wherever the caret was: the characters, the slips and their Backspaces, the taps' two keys.
    expect(box.events).toHaveLength([...a.passage.text].length + slips * 2 + taps * 2);
    const body = bodyOf(a, box.value, boundTypingEvents(box.events));
    expect(body.events).toEqual(box.events);
    const digest = await typingRunDigest(body);
    const res = await score(a.who, { ...body, ...digest });
    expect(res.statusCode, res.body).toBe(200);
    const expected = scoreTyping(a.passage.text, box.events, 600_000);
    expect(res.json().data).toMatchObject({
      corrections: slips + taps,
      keystrokes: expected.keystrokes,
      net_wpm: expected.netWpm,
      accuracy: 100,
      ...digest,
    });
  });

  it("given the reporter's log from an older version (a reload with the caret at the start, every key logged as erase-and-retype), then as sent it is refused, and as the device now sends it, it is accepted with no corrections", async () => {
    const a = await longTest();
    // 274 characters, a reload with the caret at 0, then 226 keys typed there, as the older version logged them.
    const text = (a.passage.text + ' ').repeat(3).slice(0, 500);
    const events: KeyEvent[] = [...text.slice(0, 274)].map((k, i) => ({ t: (i + 1) * 150, k }));
    let value = text.slice(0, 274);
    for (const [i, k] of [...text.slice(274)].entries()) {
      const next = value.slice(0, i) + k + value.slice(i);
      const at = 60_000 + i * 150;
      for (let j = value.length; j > i; j -= 1) events.push({ t: at, k: BACKSPACE });
      for (const c of next.slice(i)) events.push({ t: at, k: c });
      value = next;
    }
    expect(events.length).toBeGreaterThan(50_000);
    const tooLarge = await score(a.who, bodyOf(a, value, events));
    expect(tooLarge.statusCode).toBe(413);
    // Under the body limit, the event limit refuses it as well.
    expect((await score(a.who, bodyOf(a, value, events.slice(0, MAX_TYPING_EVENTS + 1)))).statusCode).toBe(400);

    const sendable = boundTypingEvents(events);
    expect(sendable).toHaveLength(500);
    const res = await score(a.who, bodyOf(a, value, sendable));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ corrections: 0, keystrokes: 500 });
  });

  it('given a run with more edits than the server takes, then the device sends it bounded and the server scores it the same as the whole log', async () => {
    const a = await longTest();
    const box = new TextBox('', 0, 55);
    // Nine minutes of hesitation: each character typed wrong, erased, typed again, the passage over and over.
    while (box.events.length <= MAX_TYPING_EVENTS + 1000) {
      for (const k of a.passage.text)
        box
          .type(k === 'q' ? 'w' : 'q')
          .backspace()
          .type(k);
      box.backspace(box.value.length);
    }
    box.type(a.passage.text.slice(0, 200));
    const events = box.events;
    expect(events.length).toBeGreaterThan(MAX_TYPING_EVENTS);
    expect(box.t).toBeLessThan(600_000);
    // As it was typed, the server would refuse it.
    expect((await score(a.who, bodyOf(a, box.value, events))).statusCode).toBe(400);
    // An edit in the middle of a text no typing run holds is refused before it is replayed.
    const absurd: KeyEvent[] = [
      { t: 1, k: 'a'.repeat(20_000) },
      { t: 2, k: 'b', p: 0 },
      { t: 3, k: BACKSPACE, n: 20_001 },
    ];
    const refused = await score(a.who, bodyOf(a, '', absurd));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ prop: 'events' })]);
    const sendable = boundTypingEvents(events);
    expect(sendable.length).toBeLessThan(MAX_TYPING_EVENTS);
    const res = await score(a.who, bodyOf(a, box.value, sendable));
    expect(res.statusCode, res.body).toBe(200);
    const whole = scoreTyping(a.passage.text, events, 600_000);
    expect(res.json().data).toMatchObject({
      corrections: whole.corrections,
      keystrokes: whole.keystrokes,
      net_wpm: whole.netWpm,
      raw_wpm: whole.rawWpm,
      accuracy: whole.accuracy,
    });
  });
});
