/**
 * The candidate's offline store: one IndexedDB database, `assay-offline`, opened with Dexie.
 *
 * Storage design (docs/offline-engine.md has the long form):
 * - `answers` holds the local state of each answer, keyed by [attemptId+itemId]: the value the
 *   candidate sees, its per-item revision and whether the server has it ('pending', 'synced',
 *   or 'refused' with the server's reason). It is what the screens read, online or not.
 * - `outbox` is the queue of writes the server has not acknowledged yet, in `seq` order. Every
 *   entry carries an idempotency key made when it was queued, so a resend after a dropped
 *   response or a reload is applied once. The outbox is the source of truth for syncing;
 *   Background Sync only wakes the page sooner.
 * - `attempts` says which requisition step an attempt belongs to (the answer payload needs
 *   ref_id and job_step_activity_id) and whether it is in progress, being submitted or
 *   submitted, with the server's receipt.
 * - `timers` and `uploads` are placeholders the timed-section and media work fills in.
 *
 * An answer and its outbox entry are written in one transaction (answers.ts), so "saved" on
 * screen means both are on disk. Schema changes only ever add stores or indexes: a version that
 * dropped or re-keyed `outbox` would lose queued answers during an app update (promise 10).
 * db.test.ts checks the chain.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { AnswerValue, SubmitReceiptType } from '../../contracts/user-response.ts';

export const OFFLINE_DB_NAME = 'assay-offline';

export type AnswerStatus = 'pending' | 'synced' | 'refused';

export interface Refusal {
  /** HTTP status, or 0 when the client itself refused. */
  status: number;
  code: string;
  message: string;
}

export interface LocalAnswer {
  attemptId: string;
  itemId: string;
  value: AnswerValue;
  revision: number;
  /** ISO time on the device when this revision was given. */
  answeredAt: string;
  status: AnswerStatus;
  refusal?: Refusal;
  syncedLate?: boolean;
}

export type OutboxKind = 'answer' | 'submit' | 'start';

export interface OutboxEntry {
  seq?: number;
  kind: OutboxKind;
  attemptId: string;
  /** Set on answer entries, so a newer revision of the same item can supersede an older one. */
  itemId?: string;
  revision?: number;
  /** The request body, snake_case as the contract (contracts/user-response.ts). */
  payload: Record<string, unknown>;
  idempotencyKey: string;
  createdAt: string;
  /** Failed sends so far. */
  attempts: number;
  /** Epoch milliseconds before which a timer-triggered drain leaves this entry alone. */
  nextTryAt: number;
  lastError?: string;
}

export type AttemptStatus = 'in-progress' | 'submitting' | 'submitted';

export interface AttemptRecord {
  attemptId: string;
  refId: string;
  jobStepActivityId: number;
  status: AttemptStatus;
  createdAt: string;
  serverStartedAt?: string;
  receipt?: SubmitReceiptType;
  /** The server's reason when it refused the start or the submission. */
  refusal?: Refusal;
  /** How many times the answers were resent after the server reported a hash mismatch. */
  resyncs?: number;
}

/** Placeholder for the timed-section work (promise 4). */
export interface TimerRecord {
  sectionId: string;
  attemptId: string;
  serverStartedAt: string;
  durationSeconds: number;
}

/** Placeholder for the media work (promise 7). */
export interface UploadRecord {
  id?: number;
  attemptId: string;
  itemId: string;
  status: 'recording' | 'queued' | 'uploading' | 'done';
}

/**
 * Every schema version, oldest first. Append a version to change the schema; never edit or
 * remove one, never set a store to null, never change a primary key.
 */
export const SCHEMA_VERSIONS: ReadonlyArray<{ version: number; stores: Record<string, string> }> = [
  {
    version: 1,
    stores: {
      answers: '[attemptId+itemId], attemptId, status',
      outbox: '++seq, attemptId, [attemptId+itemId]',
      attempts: 'attemptId, status',
    },
  },
  {
    version: 2,
    stores: {
      timers: 'sectionId, attemptId',
      uploads: '++id, attemptId, status',
    },
  },
];

export class OfflineDb extends Dexie {
  answers!: Table<LocalAnswer, [string, string]>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  attempts!: EntityTable<AttemptRecord, 'attemptId'>;
  timers!: EntityTable<TimerRecord, 'sectionId'>;
  uploads!: EntityTable<UploadRecord, 'id'>;

  /** `upToVersion` exists for the upgrade test: it opens the database as an older app would. */
  constructor(name = OFFLINE_DB_NAME, options: { upToVersion?: number } = {}) {
    super(name);
    for (const { version, stores } of SCHEMA_VERSIONS) {
      if (options.upToVersion !== undefined && version > options.upToVersion) break;
      this.version(version).stores(stores);
    }
  }
}

let shared: OfflineDb | undefined;

/** The page's one connection to `assay-offline`. */
export function getOfflineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}
