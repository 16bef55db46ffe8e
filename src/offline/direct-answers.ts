/**
 * Online-only answering, for browsers where IndexedDB cannot be used (some private modes, a full
 * disk). Nothing can be kept on disk, so every answer lives in memory and goes straight to the
 * same endpoints as the outbox would send it (same payload, a fresh idempotency key per
 * revision, the same per-item revisions), one request at a time in the order given. Failed sends
 * are retried with backoff while the page is online; offline the answers wait in memory and the
 * screen says they are not saved yet. A reload loses what was not sent: the screen says so.
 */
import type { AnswerValue } from '../../contracts/user-response.ts';
import { answersHash } from '../../contracts/user-response.ts';
import type { OutboxKind, Refusal } from './db.ts';
import type { SendResult } from './outbox-results.ts';
import { backoffDelay } from './sync-loop.ts';

export type DirectStatus = 'sending' | 'saved' | 'unsent' | 'refused';

export interface DirectAnswer {
  itemId: string;
  value: AnswerValue;
  revision: number;
  idempotencyKey: string;
  answeredAt: string;
  status: DirectStatus;
  refusal?: Refusal;
}

export type DirectSend = (request: { kind: OutboxKind; payload: Record<string, unknown>; idempotencyKey: string }) => Promise<SendResult>;

export interface DirectAnswersOptions {
  attemptId: string;
  refId: string;
  jobStepActivityId: number;
  send: DirectSend;
  isOnline?: () => boolean;
  now?: () => Date;
  /** Revisions already used for this attempt (kept across a reload by the caller), so a later change still wins. */
  revisions?: Record<string, number>;
  onRevisions?: (revisions: Record<string, number>) => void;
  /** Schedules a retry; tests pass a fake. */
  setTimer?: (run: () => void, ms: number) => unknown;
}

export class DirectAnswers {
  private readonly answers = new Map<string, DirectAnswer>();
  private readonly revisions: Record<string, number>;
  private readonly listeners = new Set<() => void>();
  private readonly startKey = crypto.randomUUID();
  private started = false;
  private startRefusal: Refusal | undefined;
  private flushing: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private retryPending = false;
  private version = 0;

  constructor(private readonly options: DirectAnswersOptions) {
    this.revisions = { ...options.revisions };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Changes whenever anything does (for useSyncExternalStore). */
  getVersion(): number {
    return this.version;
  }

  get(itemId: string): DirectAnswer | undefined {
    return this.answers.get(itemId);
  }

  all(): DirectAnswer[] {
    return [...this.answers.values()];
  }

  /** Answers the server does not have yet (sending or waiting). */
  unsentCount(): number {
    return this.all().filter((a) => a.status === 'sending' || a.status === 'unsent').length;
  }

  get refusedStart(): Refusal | undefined {
    return this.startRefusal;
  }

  /** Keeps the answer in memory at once, then sends it (and anything waiting before it). */
  answer(itemId: string, value: AnswerValue): DirectAnswer {
    const revision = (this.revisions[itemId] ?? 0) + 1;
    this.revisions[itemId] = revision;
    this.options.onRevisions?.({ ...this.revisions });
    const answer: DirectAnswer = {
      itemId,
      value,
      revision,
      idempotencyKey: crypto.randomUUID(),
      answeredAt: (this.options.now?.() ?? new Date()).toISOString(),
      status: 'unsent',
    };
    this.answers.set(itemId, answer);
    this.changed();
    void this.flush();
    return answer;
  }

  /** Sends the start (once) and every unsent answer, oldest first; resolves when it stops. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.again = false;
        await this.flushPass();
      } while (this.again);
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private isOnline(): boolean {
    return this.options.isOnline?.() ?? true;
  }

  private async flushPass(): Promise<void> {
    if (!this.isOnline()) return;
    if (!this.started) {
      const result = await this.options.send({
        kind: 'start',
        idempotencyKey: this.startKey,
        payload: { ...this.ids(), started_at: (this.options.now?.() ?? new Date()).toISOString() },
      });
      if (result.kind === 'retry') return this.retryLater();
      if (result.kind === 'refused') this.startRefusal = result.refusal;
      this.started = true;
    }
    for (;;) {
      const next = this.all().find((a) => a.status === 'unsent');
      if (!next) return;
      this.set(next, { status: 'sending' });
      const result = await this.options.send({
        kind: 'answer',
        idempotencyKey: next.idempotencyKey,
        payload: {
          ...this.ids(),
          item_id: next.itemId,
          value: next.value,
          revision: next.revision,
          answered_at: next.answeredAt,
        },
      });
      if (result.kind === 'retry') {
        this.set(next, { status: 'unsent' });
        return this.retryLater();
      }
      this.failures = 0;
      this.set(next, result.kind === 'ok' ? { status: 'saved' } : { status: 'refused', refusal: result.refusal });
    }
  }

  /** The final submission, once every answer is saved; the count and hash cover the saved answers. */
  async submit(): Promise<SendResult> {
    await this.flush();
    if (this.unsentCount() > 0) return { kind: 'retry', error: 'answers not sent yet' };
    const kept = this.all()
      .filter((a) => a.status === 'saved')
      .map((a) => ({ item_id: a.itemId, value: a.value }));
    return this.options.send({
      kind: 'submit',
      idempotencyKey: crypto.randomUUID(),
      payload: { ...this.ids(), answer_count: kept.length, answers_hash: await answersHash(kept) },
    });
  }

  private ids() {
    return { ref_id: this.options.refId, job_step_activity_id: this.options.jobStepActivityId, attempt_id: this.options.attemptId };
  }

  private retryLater(): void {
    this.failures += 1;
    if (this.retryPending) return;
    this.retryPending = true;
    const setTimer = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    setTimer(() => {
      this.retryPending = false;
      if (this.isOnline()) void this.flush();
    }, backoffDelay(this.failures));
  }

  /** Only the newest revision of an item is updated: a late reply for an older one changes nothing. */
  private set(answer: DirectAnswer, change: Partial<DirectAnswer>): void {
    const current = this.answers.get(answer.itemId);
    if (!current || current.revision !== answer.revision) return;
    this.answers.set(answer.itemId, { ...current, ...change });
    this.changed();
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
