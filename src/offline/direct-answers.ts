/**
 * Online-only answering, for browsers where IndexedDB cannot be used (some private modes, a full
 * disk). Nothing can be kept on disk, so every answer lives in memory and goes straight to the
 * same endpoints as the outbox would send it (same payload, a fresh idempotency key per
 * revision, the same per-item revisions), one request at a time in the order given. Failed sends
 * are retried with backoff while the page is online; offline the answers wait in memory and the
 * screen says they are not saved yet. A reload loses what was not sent: the screen says so.
 *
 * Every activity answered this way shares it: the encoding (DirectEncoding) says which endpoint
 * and body an answer, the start and the submission use (the questionnaire's by default; the skills
 * test has its own). The final submission checks the server's receipt as the outbox does
 * (promise 8, receipts.ts): a receipt that differs, or a 409 answers_mismatch, sends every saved
 * answer again (same revision, fresh key) and the submission behind them, up to MAX_RESYNCS times.
 */
import type { AnswerValue } from '../../contracts/user-response.ts';
import type { AnswersDigest } from '../../contracts/user-response-codes.ts';
import { answersHash, UserResponseErrorCode } from '../../contracts/user-response-codes.ts';
import type { Refusal } from './db.ts';
import type { SentRequest, SentRequestBody } from './kinds/index.ts';
import type { SendResult } from './outbox-results.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from './receipts.ts';
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
  /** The server's answer once saved (the skills test's says whether the answer was late). */
  result?: unknown;
}

/** One request: an outbox kind and the contract's whole body for it (src/offline/kinds). */
export type DirectRequest = SentRequest;
export type DirectSend = (request: DirectRequest) => Promise<SendResult>;

/** Which endpoint (outbox kind) and body each step uses. */
export interface DirectEncoding {
  /** The attempt's start, sent once before the first answer; null: the activity has none. */
  start: ((startedAt: string) => SentRequestBody) | null;
  answer: (answer: DirectAnswer) => SentRequestBody;
  submit: (digest: AnswersDigest) => SentRequestBody;
  /** Whether the server kept a saved answer after the time limit (the skills test's reply says so); never by default. */
  isLate?: (result: unknown) => boolean;
}

/** The questionnaire's (and screening questions'): set-start-time, save-answer, submit, with the attempt id. */
export function attemptEncoding(ids: { refId: string; jobStepActivityId: number; attemptId: string }): DirectEncoding {
  const target = { ref_id: ids.refId, job_step_activity_id: ids.jobStepActivityId, attempt_id: ids.attemptId };
  return {
    start: (startedAt) => ({ kind: 'start', payload: { ...target, started_at: startedAt } }),
    answer: (a) => ({
      kind: 'answer',
      payload: { ...target, item_id: a.itemId, value: a.value, revision: a.revision, answered_at: a.answeredAt },
    }),
    submit: (digest) => ({ kind: 'submit', payload: { ...target, ...digest } }),
  };
}

export interface DirectAnswersOptions {
  attemptId: string;
  refId: string;
  jobStepActivityId: number;
  send: DirectSend;
  isOnline?: () => boolean;
  now?: () => Date;
  /** Defaults to the questionnaire's endpoints (attemptEncoding). */
  encoding?: DirectEncoding;
  /** Revisions already used for this attempt (kept across a reload by the caller), so a later change still wins. */
  revisions?: Record<string, number>;
  onRevisions?: (revisions: Record<string, number>) => void;
  /** Answers the server already holds (kept across a reload by the caller): they count in the submission's digest. */
  saved?: Record<string, AnswerValue>;
  onSaved?: (saved: Record<string, AnswerValue>) => void;
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
  private readonly encoding: DirectEncoding;

  constructor(private readonly options: DirectAnswersOptions) {
    this.revisions = { ...options.revisions };
    this.encoding = options.encoding ?? attemptEncoding(options);
    const at = (options.now?.() ?? new Date()).toISOString();
    for (const [itemId, value] of Object.entries(options.saved ?? {})) {
      this.answers.set(itemId, {
        itemId,
        value,
        revision: this.revisions[itemId] ?? 1,
        idempotencyKey: crypto.randomUUID(),
        answeredAt: at,
        status: 'saved',
      });
    }
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

  /** The attempt these answers belong to (the tab's, kept across a reload). */
  get attemptId(): string {
    return this.options.attemptId;
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
    if (!this.started && this.encoding.start) {
      const result = await this.options.send({
        ...this.encoding.start((this.options.now?.() ?? new Date()).toISOString()),
        idempotencyKey: this.startKey,
      });
      if (result.kind === 'retry') return this.retryLater();
      if (result.kind === 'refused') this.startRefusal = result.refusal;
    }
    this.started = true;
    for (;;) {
      const next = this.all().find((a) => a.status === 'unsent');
      if (!next) return;
      this.set(next, { status: 'sending' });
      const result = await this.options.send({ ...this.encoding.answer(next), idempotencyKey: next.idempotencyKey });
      if (result.kind === 'retry') {
        this.set(next, { status: 'unsent' });
        return this.retryLater();
      }
      this.failures = 0;
      this.set(
        next,
        result.kind === 'ok'
          ? { status: 'saved', result: result.data }
          : { status: 'refused', refusal: result.refusal },
      );
      if (result.kind === 'ok') this.options.onSaved?.(this.savedValues());
    }
  }

  private savedValues(): Record<string, AnswerValue> {
    return Object.fromEntries(this.all().flatMap((a) => (a.status === 'saved' ? [[a.itemId, a.value]] : [])));
  }

  /**
   * The final submission, once every answer is saved; the count and hash cover the saved answers.
   * 'ok' only with a receipt that repeats both (promise 8); a receipt that differs or a 409
   * answers_mismatch sends the saved answers again and asks again, up to MAX_RESYNCS times.
   */
  async submit(): Promise<SendResult> {
    for (let resyncs = 0; ; resyncs += 1) {
      await this.flush();
      if (this.unsentCount() > 0) return { kind: 'retry', error: 'answers not sent yet' };
      const kept = this.all()
        .filter((a) => a.status === 'saved')
        .map((a) => ({ item_id: a.itemId, value: a.value }));
      const digest: AnswersDigest = { answer_count: kept.length, answers_hash: await answersHash(kept) };
      const result = await this.options.send({ ...this.encoding.submit(digest), idempotencyKey: crypto.randomUUID() });
      if (result.kind === 'retry') return result;
      const mismatch =
        result.kind === 'ok'
          ? !receiptMatches(result.data as Partial<AnswersDigest> | undefined, digest)
          : result.refusal.code === UserResponseErrorCode.answersMismatch;
      if (!mismatch) return result;
      if (resyncs >= MAX_RESYNCS)
        return { kind: 'refused', refusal: result.kind === 'refused' ? result.refusal : receiptMismatch };
      this.resendSaved();
    }
  }

  /** The server lacks something: every saved answer goes again (same revision, fresh key: it applies only what it lacks). */
  private resendSaved(): void {
    for (const answer of this.all()) {
      if (answer.status === 'saved')
        this.answers.set(answer.itemId, { ...answer, status: 'unsent', idempotencyKey: crypto.randomUUID() });
    }
    this.changed();
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
