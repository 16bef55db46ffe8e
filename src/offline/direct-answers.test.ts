import { describe, expect, it } from 'vitest';
import { answersHash } from '../../contracts/user-response-codes.ts';
import { DirectAnswers, type DirectSend } from './direct-answers.ts';
import { skillsEncoding } from './direct-skills.ts';
import { MAX_RESYNCS } from './receipts.ts';
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
    const { direct, sent, timers } = setup((request) =>
      request.kind === 'answer' && fail ? { kind: 'retry', error: 'HTTP 503' } : { kind: 'ok', data: {} },
    );
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
      request.kind === 'answer'
        ? { kind: 'refused', refusal: { status: 409, code: 'attempt_submitted', message: 'submitted' } }
        : { kind: 'ok', data: {} },
    );
    direct.answer('q1', 1);
    await direct.flush();
    await direct.flush();

    expect(direct.get('q1')).toMatchObject({ status: 'refused', refusal: { code: 'attempt_submitted' } });
    expect(sent.filter((s) => s.kind === 'answer')).toHaveLength(1);
  });

  it('given saved answers, when submitted, then the count and hash cover them (promise 8: ok only with a receipt that repeats them)', async () => {
    const { direct, sent } = setup((request) => ({
      kind: 'ok',
      data:
        request.kind === 'submit'
          ? { answer_count: request.payload.answer_count, answers_hash: request.payload.answers_hash }
          : {},
    }));
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

  it('promise 8: given a receipt that differs, then every saved answer is sent again (same revision, fresh key) and the submission again', async () => {
    let receipts = 0;
    const { direct, sent } = setup((request) => {
      if (request.kind !== 'submit') return { kind: 'ok', data: {} };
      receipts += 1;
      // The first receipt lacks an answer; the second repeats the device's count and hash.
      return {
        kind: 'ok',
        data:
          receipts === 1
            ? { answer_count: 1, answers_hash: 'f'.repeat(64) }
            : { answer_count: request.payload.answer_count, answers_hash: request.payload.answers_hash },
      };
    });
    direct.answer('q1', 1);
    direct.answer('q2', 2);
    await direct.flush();
    const firstKeys = sent.filter((s) => s.kind === 'answer').map((s) => s.idempotencyKey);

    const result = await direct.submit();

    expect(result.kind).toBe('ok');
    expect(sent.map((s) => s.kind)).toEqual(['start', 'answer', 'answer', 'submit', 'answer', 'answer', 'submit']);
    const resent = sent.slice(4, 6);
    expect(resent.map((s) => (s.kind === 'answer' ? s.payload.revision : undefined))).toEqual([1, 1]);
    expect(resent.some((s) => firstKeys.includes(s.idempotencyKey))).toBe(false);
  });

  it('promise 8: given a 409 answers_mismatch every time, then it gives up after MAX_RESYNCS resends and says so', async () => {
    const { direct, sent } = setup((request) =>
      request.kind === 'submit'
        ? { kind: 'refused', refusal: { status: 409, code: 'answers_mismatch', message: 'different' } }
        : { kind: 'ok', data: {} },
    );
    direct.answer('q1', 1);
    const result = await direct.submit();

    expect(result).toMatchObject({ kind: 'refused', refusal: { code: 'answers_mismatch' } });
    expect(sent.filter((s) => s.kind === 'submit')).toHaveLength(MAX_RESYNCS + 1);
    expect(direct.get('q1')?.status).toBe('saved');
  });

  it('given answers the server confirmed before a reload, then they count in the digest and are not sent again', async () => {
    const sent: Sent[] = [];
    const direct = new DirectAnswers({
      attemptId: ATTEMPT,
      refId: REF,
      jobStepActivityId: 12,
      revisions: { q1: 2 },
      saved: { q1: 7 },
      send: (request) => {
        sent.push(request);
        return Promise.resolve({
          kind: 'ok',
          data:
            request.kind === 'submit'
              ? { answer_count: request.payload.answer_count, answers_hash: request.payload.answers_hash }
              : {},
        });
      },
    });
    expect(direct.get('q1')).toMatchObject({ value: 7, revision: 2, status: 'saved' });
    direct.answer('q2', 1);
    const result = await direct.submit();

    expect(result.kind).toBe('ok');
    expect(sent.filter((s) => s.kind === 'answer').map((s) => s.payload.item_id)).toEqual(['q2']);
    expect(sent.at(-1)?.payload).toMatchObject({
      answer_count: 2,
      answers_hash: await answersHash([
        { item_id: 'q1', value: 7 },
        { item_id: 'q2', value: 1 },
      ]),
    });
  });

  it('given the skills test encoding, then answers and the submission use the skills endpoints and bodies, with no attempt start', async () => {
    const sent: Sent[] = [];
    const direct = new DirectAnswers({
      attemptId: ATTEMPT,
      refId: REF,
      jobStepActivityId: 12,
      encoding: skillsEncoding({ refId: REF, jobStepActivityId: 12 }, (questionId) => (questionId === 31 ? 5 : 0)),
      now: () => new Date('2026-11-21T10:00:00.000Z'),
      send: (request) => {
        sent.push(request);
        return Promise.resolve({
          kind: 'ok',
          data:
            request.kind === 'skills-submit'
              ? { answer_count: request.payload.answer_count, answers_hash: request.payload.answers_hash }
              : { is_late: false },
        });
      },
    });
    direct.answer('31', 402);
    const result = await direct.submit();

    expect(result.kind).toBe('ok');
    expect(sent.map((s) => s.kind)).toEqual(['skills-answer', 'skills-submit']);
    expect(sent[0]?.payload).toEqual({
      ref_id: REF,
      job_step_activity_id: 12,
      skills_test_section_id: 5,
      skills_test_question_id: 31,
      skills_test_option_id: 402,
      revision: 1,
      answered_at: '2026-11-21T10:00:00.000Z',
    });
    // The same digest as the device's (attempts.ts localAnswersDigest): item_id the question id, value the option id.
    expect(sent[1]?.payload).toEqual({
      ref_id: REF,
      job_step_activity_id: 12,
      answer_count: 1,
      answers_hash: await answersHash([{ item_id: '31', value: 402 }]),
    });
    expect(direct.get('31')?.result).toEqual({ is_late: false });
  });
});
