/**
 * An in-memory server that follows the rules of contracts/user-response.ts, for the sync loop's
 * tests: each idempotency key is applied once and repeats get the first answer, the highest
 * revision per item wins, answers after submission get 409, and submission finalises only on
 * equal hashes. Faults are injected per send, at the network edge.
 */
import { type AnswerValue } from '../../../contracts/user-response.ts';
import { answersHash, UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import type { OutboxKind, SentEntry } from '../kinds/index.ts';
import type { BatchSendResult, SendResult } from '../outbox-results.ts';

/**
 * 'network-before': the request never reaches the server. 'server-error': a 500 before anything
 * is applied. 'drop-after': the server applies it (a whole batch too) and the response is lost
 * (a timeout too). Batches only (a single send ignores them): 'batch-refused', the batch is
 * refused as a whole before anything is applied (a malformed item, an older server);
 * 'item-busy', the middle item's key is still in progress elsewhere (per-item 503), the others
 * are applied.
 */
export type Fault = 'network-before' | 'server-error' | 'drop-after' | 'batch-refused' | 'item-busy';

interface StoredAnswer {
  value: AnswerValue;
  revision: number;
}

export class FakeAnswerServer {
  isOnline = true;
  readonly faults: Fault[] = [];
  /** attemptId -> itemId -> the answer held. */
  readonly answers = new Map<string, Map<string, StoredAnswer>>();
  /** How many times each key changed the server's state (must never exceed 1). */
  readonly appliedByKey = new Map<string, number>();
  /** Every key that reached the server, with the (attempt, item, revision) it carried. */
  readonly deliveries: Array<{ key: string; kind: OutboxKind; itemId?: string; revision?: number }> = [];
  /** The size of every batch that reached the server. */
  readonly batches: number[] = [];
  readonly submitted = new Map<string, { answer_count: number; answers_hash: string; submitted_at: string }>();
  readonly started = new Set<string>();
  /** Answers the server lost (to exercise the hash mismatch at submission). */
  forget(attemptId: string, itemId: string): void {
    this.answers.get(attemptId)?.delete(itemId);
  }

  private readonly firstAnswers = new Map<string, SendResult>();

  send = async (entry: SentEntry): Promise<SendResult> => {
    await Promise.resolve();
    if (!this.isOnline) return { kind: 'retry', error: 'Network Error' };
    const fault = this.faults.shift();
    if (fault === 'network-before') return { kind: 'retry', error: 'Network Error' };
    if (fault === 'server-error') return { kind: 'retry', error: 'HTTP 500' };
    this.deliveries.push({
      key: entry.idempotencyKey,
      kind: entry.kind,
      itemId: entry.itemId,
      revision: entry.revision,
    });
    let result = this.firstAnswers.get(entry.idempotencyKey);
    if (!result) {
      result = await this.handle(entry);
      this.firstAnswers.set(entry.idempotencyKey, result);
    }
    if (fault === 'drop-after') return { kind: 'retry', error: 'response lost' };
    return result;
  };

  /** The batch endpoint: one call, one result per entry, each key judged as a single send would be. */
  sendBatch = async (entries: SentEntry[]): Promise<BatchSendResult> => {
    await Promise.resolve();
    if (!this.isOnline) return { kind: 'retry', error: 'Network Error' };
    const fault = this.faults.shift();
    if (fault === 'network-before') return { kind: 'retry', error: 'Network Error' };
    if (fault === 'server-error') return { kind: 'retry', error: 'HTTP 500' };
    if (fault === 'batch-refused')
      return {
        kind: 'refused',
        refusal: { status: 400, code: 'validation_error', message: 'Please check the highlighted fields.' },
      };
    if (entries.some((e) => e.kind !== 'answer' || e.attemptId !== entries[0]!.attemptId))
      throw new Error('a batch holds answers of one attempt only');
    this.batches.push(entries.length);
    const busy = fault === 'item-busy' ? Math.floor(entries.length / 2) : -1;
    const results: SendResult[] = [];
    for (const [i, entry] of entries.entries()) {
      if (i === busy && !this.firstAnswers.has(entry.idempotencyKey)) {
        results.push({ kind: 'retry', error: 'HTTP 503', retryAfterSeconds: 1 });
        continue;
      }
      this.deliveries.push({
        key: entry.idempotencyKey,
        kind: entry.kind,
        itemId: entry.itemId,
        revision: entry.revision,
      });
      let result = this.firstAnswers.get(entry.idempotencyKey);
      if (!result) {
        result = await this.handle(entry);
        this.firstAnswers.set(entry.idempotencyKey, result);
      }
      results.push(result);
    }
    if (fault === 'drop-after') return { kind: 'retry', error: 'response lost' };
    return { kind: 'ok', results };
  };

  itemsOf(attemptId: string): Map<string, StoredAnswer> {
    let items = this.answers.get(attemptId);
    if (!items) {
      items = new Map();
      this.answers.set(attemptId, items);
    }
    return items;
  }

  private applied(key: string): void {
    this.appliedByKey.set(key, (this.appliedByKey.get(key) ?? 0) + 1);
  }

  private async handle(entry: SentEntry): Promise<SendResult> {
    if (entry.kind !== 'start' && entry.kind !== 'answer' && entry.kind !== 'submit') {
      return {
        kind: 'refused',
        refusal: {
          status: 404,
          code: 'not_found',
          message: `This server takes questionnaire entries, not ${entry.kind}.`,
        },
      };
    }
    const attemptId = String(entry.payload.attempt_id);
    if (entry.kind === 'start') {
      this.started.add(attemptId);
      this.applied(entry.idempotencyKey);
      return { kind: 'ok', data: { attempt_id: attemptId, server_started_at: new Date().toISOString() } };
    }
    if (this.submitted.has(attemptId)) {
      return {
        kind: 'refused',
        refusal: {
          status: 409,
          code: UserResponseErrorCode.attemptSubmitted,
          message: 'This activity was already submitted.',
        },
      };
    }
    const items = this.itemsOf(attemptId);
    if (entry.kind === 'answer') {
      const body = entry.payload;
      const itemId = String(body.item_id);
      const revision = Number(body.revision);
      const held = items.get(itemId);
      const applies = !held || revision > held.revision;
      if (applies) {
        items.set(itemId, { value: body.value as AnswerValue, revision });
        this.applied(entry.idempotencyKey);
      }
      return {
        kind: 'ok',
        data: {
          item_id: itemId,
          revision: Math.max(revision, held?.revision ?? 0),
          applied: applies,
          synced_late: false,
        },
      };
    }
    const held = [...items].map(([item_id, a]) => ({ item_id, value: a.value }));
    const hash = await answersHash(held);
    if (hash !== entry.payload.answers_hash || held.length !== entry.payload.answer_count) {
      return {
        kind: 'refused',
        refusal: {
          status: 409,
          code: UserResponseErrorCode.answersMismatch,
          message: 'The answers differ from the server.',
        },
      };
    }
    const receipt = { answer_count: held.length, answers_hash: hash, submitted_at: new Date().toISOString() };
    this.submitted.set(attemptId, receipt);
    this.applied(entry.idempotencyKey);
    return { kind: 'ok', data: { attempt_id: attemptId, ...receipt } };
  }
}
