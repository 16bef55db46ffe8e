import { describe, expect, it } from 'vitest';
import type { SectionDetails } from '../../contracts/skills-test.ts';
import type { DirectRequest } from './direct-answers.ts';
import { closeSectionDirect, isLateResult, startSectionDirect, timerFromDetails } from './direct-skills.ts';
import type { SendResult } from './outbox-results.ts';
import { remainingSeconds } from './skills-timer.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const details = (over: Partial<SectionDetails> = {}): SectionDetails => ({
  skills_test_section_id: 5,
  user_skills_test_section_id: 9,
  section_started_at: '2026-11-21T10:00:00.000Z',
  submitted_at: null,
  duration_seconds: 300,
  time_accommodation: 1,
  deadline: '2026-11-21T10:05:00.000Z',
  remaining_seconds: 300,
  server_now: '2026-11-21T10:00:00.000Z',
  ...over,
});

describe('the skills test online only (promise 4: the countdown from the server, not the device clock)', () => {
  it('given a start, then the request is the outbox one (elapsed 0) and the timer counts from the server start through the measured offset', async () => {
    const sent: DirectRequest[] = [];
    // The device clock is an hour behind the server; the request takes 200 ms.
    const deviceNow = { value: Date.parse('2026-11-21T09:00:00.000Z') };
    const clock = { now: () => deviceNow.value };
    const send = (request: DirectRequest): Promise<SendResult> => {
      sent.push(request);
      deviceNow.value += 200;
      return Promise.resolve({ kind: 'ok', data: details({ server_now: '2026-11-21T10:00:00.100Z' }) });
    };

    const started = await startSectionDirect(send, { refId: REF, jobStepActivityId: 12, attemptId: 'a' }, 5, clock);

    expect(sent[0]).toMatchObject({
      kind: 'skills-start',
      payload: {
        ref_id: REF,
        job_step_activity_id: 12,
        skills_test_section_id: 5,
        started_at: '2026-11-21T09:00:00.000Z',
        elapsed_ms: 0,
      },
    });
    expect(started.kind).toBe('started');
    const timer = (started as { timer: Parameters<typeof remainingSeconds>[0] }).timer;
    // 60 s later on the device's (monotonic) timeline: 240 s left, whatever the device's wall clock says.
    expect(remainingSeconds(timer, deviceNow.value + 60_000)).toBe(240);
  });

  it('given no network, then the start is not recorded and says retry', async () => {
    const result = await startSectionDirect(
      () => Promise.resolve({ kind: 'retry', error: 'offline' }),
      { refId: REF, jobStepActivityId: 12, attemptId: 'a' },
      5,
      { now: () => 0 },
    );
    expect(result.kind).toBe('retry');
  });

  it('given a section the server has closed, then its timer reads 0; before its start there is no timer', () => {
    expect(
      remainingSeconds(
        timerFromDetails('a', details({ submitted_at: '2026-11-21T10:01:00.000Z' }), 0)!,
        Date.parse('2026-11-21T10:00:30.000Z'),
      ),
    ).toBe(0);
    expect(timerFromDetails('a', details({ section_started_at: null }), 0)).toBeUndefined();
  });

  it('given a close, then it goes to the section endpoint with its own key', async () => {
    const sent: DirectRequest[] = [];
    await closeSectionDirect(
      (r) => (sent.push(r), Promise.resolve({ kind: 'ok', data: {} })),
      { refId: REF, jobStepActivityId: 12 },
      5,
    );
    expect(sent[0]).toMatchObject({
      kind: 'skills-section',
      payload: { ref_id: REF, job_step_activity_id: 12, skills_test_section_id: 5 },
    });
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('given the server kept an answer late, then it reads late', () => {
    expect(isLateResult({ is_late: true })).toBe(true);
    expect(isLateResult({ is_late: false, synced_late: true })).toBe(false);
    expect(isLateResult(undefined)).toBe(false);
  });
});
