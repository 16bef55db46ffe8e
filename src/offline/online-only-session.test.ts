import { describe, expect, it } from 'vitest';
import type { DirectRequest } from './direct-answers.ts';
import { keptInTab, sendWithReceipt, type TabStore } from './online-only-session.ts';
import type { SendResult } from './outbox-results.ts';
import { MAX_RESYNCS } from './receipts.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';

function memoryStore(): TabStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('what an online-only activity keeps in the tab', () => {
  it('given a reload of the tab, then the same attempt id, revisions and confirmed answers come back', () => {
    const store = memoryStore();
    const first = keptInTab(REF, 7, store);
    first.save({ revisions: { q1: 3 }, saved: { q1: 'yes' } });

    const again = keptInTab(REF, 7, store);

    expect(again.kept).toEqual({ attemptId: first.kept.attemptId, revisions: { q1: 3 }, saved: { q1: 'yes' } });
    expect(keptInTab(REF, 8, store).kept.attemptId).not.toBe(first.kept.attemptId);
  });

  it('given a record of the older shape (no saved answers) or unreadable text, then it still opens', () => {
    const store = memoryStore();
    store.setItem(`assay.online-only:${REF}:7`, JSON.stringify({ attemptId: 'a-1', revisions: { q1: 1 } }));
    expect(keptInTab(REF, 7, store).kept).toEqual({ attemptId: 'a-1', revisions: { q1: 1 }, saved: {} });
    store.setItem(`assay.online-only:${REF}:9`, '{not json');
    expect(keptInTab(REF, 9, store).kept.revisions).toEqual({});
  });

  it('given no sessionStorage at all, then it works for the page', () => {
    const { kept, save } = keptInTab(REF, 7, undefined);
    save({ revisions: { q1: 1 } });
    expect(kept.revisions).toEqual({ q1: 1 });
  });
});

describe('a submission that carries its answers (promise 8)', () => {
  const digest = { answer_count: 2, answers_hash: 'a'.repeat(64) };
  const request = {
    kind: 'onboarding-submit' as const,
    payload: { ref_id: REF, job_step_activity_id: 7, answers: [] },
  };

  function sender(reply: (n: number) => SendResult) {
    const sent: DirectRequest[] = [];
    return { sent, send: (r: DirectRequest) => Promise.resolve(reply(sent.push(r))) };
  }

  it('given a receipt that repeats the count and hash, then it is ok after one request carrying the digest', async () => {
    const { sent, send } = sender(() => ({ kind: 'ok', data: { ...digest } }));
    expect((await sendWithReceipt(send, request, digest)).kind).toBe('ok');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject(digest);
  });

  it('given a receipt that differs once, then the same answers go again under a fresh key', async () => {
    const { sent, send } = sender((n) => ({
      kind: 'ok',
      data: n === 1 ? { answer_count: 1, answers_hash: 'b'.repeat(64) } : { ...digest },
    }));
    expect((await sendWithReceipt(send, request, digest)).kind).toBe('ok');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.idempotencyKey).not.toBe(sent[1]?.idempotencyKey);
  });

  it('given receipts that always differ, then it stops after MAX_RESYNCS resends with receipt_mismatch', async () => {
    const { sent, send } = sender(() => ({ kind: 'ok', data: { answer_count: 0, answers_hash: 'c'.repeat(64) } }));
    expect(await sendWithReceipt(send, request, digest)).toMatchObject({
      kind: 'refused',
      refusal: { code: 'receipt_mismatch' },
    });
    expect(sent).toHaveLength(MAX_RESYNCS + 1);
  });

  it('given no network, then it says retry (nothing was saved) after one try', async () => {
    const { sent, send } = sender(() => ({ kind: 'retry', error: 'Failed to fetch' }));
    expect((await sendWithReceipt(send, request, digest)).kind).toBe('retry');
    expect(sent).toHaveLength(1);
  });

  it('given a refusal with field errors, then it is returned as is', async () => {
    const { send } = sender(() => ({
      kind: 'refused',
      refusal: {
        status: 400,
        code: 'validation',
        message: 'bad',
        errors: [{ prop: 'answers.email', message: 'bad email' }],
      },
    }));
    expect(await sendWithReceipt(send, request, digest)).toMatchObject({
      kind: 'refused',
      refusal: { code: 'validation' },
    });
  });
});
