import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import type { SentEntry } from './kinds/index.ts';
import { classifyFailure, sendAnswerBatch, sendEntry } from './send.ts';

const entry: SentEntry = {
  seq: 1,
  kind: 'answer',
  attemptId: 'a1',
  itemId: 'q1',
  revision: 2,
  payload: {
    ref_id: 'r1',
    job_step_activity_id: 5,
    attempt_id: 'a1',
    item_id: 'q1',
    revision: 2,
    value: 3,
    answered_at: '2026-11-21T10:00:00.000Z',
  },
  idempotencyKey: '0b0e2c1a-8d8f-4a4e-9a53-1c5f6f1f2a3b',
  createdAt: '2026-11-21T10:00:00.000Z',
  attempts: 0,
  nextTryAt: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending one outbox entry', () => {
  it('given an answer entry, when it is sent, then it posts the payload to the answers endpoint with its idempotency key', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: { item_id: 'q1', revision: 2, applied: true, synced_late: false } }),
    );
    vi.stubGlobal('fetch', fetch);

    const result = await sendEntry(entry);

    expect(result).toEqual({ kind: 'ok', data: { item_id: 'q1', revision: 2, applied: true, synced_late: false } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user-response/v1/assessment-answers/');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(entry.idempotencyKey);
    expect(JSON.parse(init.body as string)).toEqual(entry.payload);
  });

  it('given the server answers 409 attempt_submitted, when the entry is sent, then it is a refusal carrying the server reason', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'This activity was already submitted.', code: 'attempt_submitted' }, { status: 409 }),
    );

    expect(await sendEntry(entry)).toEqual({
      kind: 'refused',
      refusal: { status: 409, code: 'attempt_submitted', message: 'This activity was already submitted.' },
    });
  });

  it('given no network, when the entry is sent, then it is kept for a retry', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

    expect(await sendEntry(entry)).toMatchObject({ kind: 'retry' });
  });
});

describe('sorting failures', () => {
  it.each([
    [new ApiError({}), 'retry'],
    [new ApiError({ status: 500 }), 'retry'],
    [new ApiError({ status: 503, retryAfter: '7' }), 'retry'],
    [new ApiError({ status: 401 }), 'retry'],
    [new ApiError({ status: 408 }), 'retry'],
    [new ApiError({ status: 429 }), 'retry'],
    [new DOMException('signal timed out', 'TimeoutError'), 'retry'],
    [new ApiError({ status: 400, body: { code: 'validation_error', message: 'bad value' } }), 'refused'],
    [new ApiError({ status: 403 }), 'refused'],
    [new ApiError({ status: 409, body: { code: 'attempt_submitted', message: 'done' } }), 'refused'],
  ])('given %s, when sorted, then it is %s', (error, kind) => {
    expect(classifyFailure(error).kind).toBe(kind);
  });

  it('given a 503 with Retry-After, when sorted, then the wait is kept', () => {
    expect(classifyFailure(new ApiError({ status: 503, retryAfter: '7' }))).toMatchObject({ retryAfterSeconds: 7 });
  });
});

describe('sending answers in one batch', () => {
  const target = { ref_id: 'r1', job_step_activity_id: 5, attempt_id: 'a1' };
  const answerEntry = (seq: number, itemId: string): SentEntry => ({
    ...entry,
    seq,
    itemId,
    revision: 1,
    payload: { ...target, item_id: itemId, value: seq, revision: 1, answered_at: '2026-11-21T10:00:00.000Z' },
    idempotencyKey: `key-${seq}-0000`,
  });
  const entries = [answerEntry(1, 'q1'), answerEntry(2, 'q2'), answerEntry(3, 'q3')];

  it('given three answers, when the server applies one, refuses one and has one in progress, then each entry gets its own outcome', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        data: {
          attempt_id: 'a1',
          results: [
            {
              idempotency_key: 'key-1-0000',
              status: 200,
              data: { item_id: 'q1', revision: 1, applied: true, synced_late: true },
              replayed: false,
            },
            {
              idempotency_key: 'key-2-0000',
              status: 409,
              error: { code: 'attempt_submitted', message: 'Already submitted.' },
              replayed: false,
            },
            {
              idempotency_key: 'key-3-0000',
              status: 503,
              error: { code: 'request_in_progress', message: 'Busy.' },
              replayed: false,
            },
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await sendAnswerBatch(entries)).toEqual({
      kind: 'ok',
      results: [
        { kind: 'ok', data: { item_id: 'q1', revision: 1, applied: true, synced_late: true } },
        { kind: 'refused', refusal: { status: 409, code: 'attempt_submitted', message: 'Already submitted.' } },
        { kind: 'retry', error: 'HTTP 503', retryAfterSeconds: undefined },
      ],
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user-response/v1/assessment-answers/batch/');
    expect(JSON.parse(init.body as string)).toEqual({
      ...target,
      items: entries.map((e) => ({
        idempotency_key: e.idempotencyKey,
        item_id: e.itemId,
        value: e.seq,
        revision: 1,
        answered_at: '2026-11-21T10:00:00.000Z',
      })),
    });
  });

  it('given results that do not line up with the items sent, then the batch is tried again rather than misapplied', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ data: { attempt_id: 'a1', results: [] } }));
    expect((await sendAnswerBatch(entries)).kind).toBe('retry');
  });

  it('given the batch is refused as a whole (400), then it is a refusal (the loop sends the entries one by one); a 500 is a retry', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Please check the highlighted fields.', code: 'validation_error' }, { status: 400 }),
    );
    expect((await sendAnswerBatch(entries)).kind).toBe('refused');
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Oops', code: 'server_error' }, { status: 500 }));
    expect((await sendAnswerBatch(entries)).kind).toBe('retry');
  });
});
