import { describe, expect, it } from 'vitest';
import { answersHash } from '../../contracts/user-response.ts';
import { DirectAnswers, type DirectSend } from './direct-answers.ts';
import type { SendResult } from './outbox-results.ts';

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';

type Sent = Parameters<DirectSend>[0];

function setup(reply: (request: Sent) => SendResult = () => ({ kind: 'ok', data: {} }), online = { value: true }) {
  const sent: Sent[] = [];
  const timers: Array<() => void> = [];
  const direct = new DirectAnswers({
    attemptId: ATTEMPT,
    refId: REF,
    jobStepActivityId: 12,
    send: (request) => {
      sent.push(request);
      return Promise.resolve(reply(request));
    },
    isOnline: () => online.value,
    now: () => new Date('2026-11-21T10:00:00.000Z'),
    setTimer: (run) => timers.push(run),
  });
  return { direct, sent, timers, online };
}

describe('answering online only (no IndexedDB)', () => {
  it('given a first answer, then the start and the answer go to the same endpoints with the outbox payload, and it reads saved', async () => {
    const { direct, sent } = setup();

    direct.answer('q1', 4);
    await direct.flush();

    expect(sent.map((s) => s.kind)).toEqual(['start', 'answer']);
    expect(sent[1]?.payload).toEqual({
      ref_id: REF,
      job_step_activity_id: 12,
      attempt_id: ATTEMPT,
      item_id: 'q1',
      value: 4,
      revision: 1,
      answered_at: '2026-11-21T10:00:00.000Z',
    });
    expect(direct.get('q1')?.status).toBe('saved');
  });

  it('given an answer changed twice, then each revision has its own key and the last value carries revision 3', async () => {
    const { direct, sent } = setup();
    direct.answer('q1', 1);
    direct.answer('q1', 2);
    direct.answer('q1', 3);
    await direct.flush();

    const answers = sent.filter((s) => s.kind === 'answer');
    expect(answers.at(-1)?.payload).toMatchObject({ value: 3, revision: 3 });
    expect(new Set(answers.map((a) => a.idempotencyKey)).size).toBe(answers.length);
    expect(direct.get('q1')).toMatchObject({ value: 3, status: 'saved' });
  });

  it('given no network, then nothing is sent, the answer stays in memory as unsent, and going online sends it once', async () => {
    const online = { value: false };
    const { direct, sent } = setup(undefined, online);
    direct.answer('q1', 2);
    await direct.flush();
    expect(sent).toEqual([]);
    expect(direct.get('q1')).toMatchObject({ value: 2, status: 'unsent' });
    expect(direct.unsentCount()).toBe(1);

    online.value = true;
    await direct.flush();

    expect(sent.filter((s) => s.kind === 'answer')).toHaveLength(1);
    expect(direct.unsentCount()).toBe(0);
  });

  it('given a server failure, then the answer is kept and retried later with the same key', async () => {
    let fail = true;
    const { direct, sent, timers } = setup((request) => (request.kind === 'answer' && fail ? { kind: 'retry', error: 'HTTP 503' } : { kind: 'ok', data: {} }));
    direct.answer('q1', 5);
    await direct.flush();
    expect(direct.get('q1')?.status).toBe('unsent');
    expect(timers).toHaveLength(1);

    fail = false;
    timers[0]?.();
    await direct.flush();

    const answers = sent.filter((s) => s.kind === 'answer');
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(new Set(answers.map((a) => a.idempotencyKey)).size).toBe(1);
    expect(direct.get('q1')?.status).toBe('saved');
  });

  it('given a refusal, then the answer is shown as refused with the reason and not resent', async () => {
    const { direct, sent } = setup((request) =>
      request.kind === 'answer' ? { kind: 'refused', refusal: { status: 409, code: 'attempt_submitted', message: 'submitted' } } : { kind: 'ok', data: {} },
    );
    direct.answer('q1', 1);
    await direct.flush();
    await direct.flush();

    expect(direct.get('q1')).toMatchObject({ status: 'refused', refusal: { code: 'attempt_submitted' } });
    expect(sent.filter((s) => s.kind === 'answer')).toHaveLength(1);
  });

  it('given saved answers, when submitted, then the count and hash cover them', async () => {
    const { direct, sent } = setup();
    direct.answer('q2', 1);
    direct.answer('q1', 3);
    const result = await direct.submit();

    expect(result.kind).toBe('ok');
    expect(sent.at(-1)?.payload).toMatchObject({
      answer_count: 2,
      answers_hash: await answersHash([
        { item_id: 'q1', value: 3 },
        { item_id: 'q2', value: 1 },
      ]),
    });
  });

  it('given revisions used before a reload, then a change continues above them', async () => {
    const sent: Sent[] = [];
    const direct = new DirectAnswers({
      attemptId: ATTEMPT,
      refId: REF,
      jobStepActivityId: 12,
      revisions: { q1: 4 },
      send: (request) => {
        sent.push(request);
        return Promise.resolve({ kind: 'ok', data: {} });
      },
    });
    direct.answer('q1', 2);
    await direct.flush();
    expect(sent.at(-1)?.payload).toMatchObject({ revision: 5 });
  });
});
