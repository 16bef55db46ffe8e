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
 * - `timers` keeps each started skills-test section's clock (the server's start once it answered,
 *   the device's until then, the lowest time shown so far), so a reload or an offline spell does
 *   not give time back (kinds/skills-start.ts writes it).
 * - `uploads` is the queue of recorded video answers and their upload state (recording-chunks.ts,
 *   the upload runner).
 * - `mediaChunks` (version 5) holds a recording's pieces as they are recorded (promise 7).
 * - An attempt keeps what only its kind needs (a typing run, a skills receipt, a language test's
 *   parts) in one typed `kindState`, keyed by kind (version 6 moved it there from loose fields).
 *
 * An answer and its outbox entry are written in one transaction (answers.ts), so "saved" on
 * screen means both are on disk. Schema changes only ever add stores or indexes, or move fields
 * inside a record keeping their values (version 6): a version that dropped or re-keyed `outbox`
 * would lose queued answers during an app update (promise 10). db.test.ts checks the chain.
 */
import { Dexie, type DBCore, type EntityTable, type Middleware, type Table, type Transaction } from 'dexie';
import type { SkillsTestReceipt } from '../../contracts/skills-test.ts';
import { isStorageFailure } from './storage.ts';
import { hasHeldNote } from './held-note-key.ts';
import { setStorageTrouble, storageTrouble, storageWorks } from './storage-trouble.ts';
import type {
  AnswerFileRecord,
  AttemptKindState,
  AttemptRecord,
  FormDraft,
  LocalAnswer,
  MediaChunk,
  TimerRecord,
  TypingRunRecord,
  UploadRecord,
} from './records.ts';

export const OFFLINE_DB_NAME = 'assay-offline';

export type {
  AnswerFileRecord,
  AnswerStatus,
  AttemptKind,
  AttemptKindState,
  AttemptKindStateOf,
  AttemptRecord,
  AttemptStatus,
  FormDraft,
  LeaseProblem,
  LeaseState,
  LocalAnswer,
  MediaChunk,
  OpenSpells,
  Refusal,
  TimerRecord,
  TypingRunRecord,
  UploadRecord,
  UploadState,
  UploadStatus,
} from './records.ts';
export { kindStateOf } from './records.ts';

/**
 * The outbox's entries, typed by kind (src/offline/kinds: one file per kind, one registry line).
 * The type is declared below the schema and the registry fills it in (outbox-entry.ts), so the
 * schema does not import the registry.
 */
export type { OutboxEntry, OutboxKind } from './outbox-entry.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/**
 * Every schema version, oldest first. Append a version to change the schema; never edit or
 * remove one, never set a store to null, never change a primary key.
 */
export const SCHEMA_VERSIONS: ReadonlyArray<{
  version: number;
  stores: Record<string, string>;
  /** Rewrites kept records when the app first opens this version (Dexie's `upgrade`). */
  upgrade?: (tx: Transaction) => Promise<unknown>;
}> = [
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
  {
    version: 3,
    stores: {
      formDrafts: 'key, updatedAt',
    },
  },
  {
    version: 4,
    stores: {
      answerFiles: 'fileId, attemptId, status',
    },
  },
  {
    version: 5,
    stores: {
      mediaChunks: '[recordingId+seq], recordingId',
    },
  },
  {
    // No store changes: a kind's fields on an attempt move into its `kindState`, values untouched,
    // so a run, a receipt or parts kept by an older app survive the update.
    version: 6,
    stores: {},
    upgrade: (tx) =>
      tx
        .table('attempts')
        .toCollection()
        .modify((attempt: Record<string, unknown>) => {
          const state = legacyKindState(attempt);
          for (const field of LEGACY_KIND_FIELDS) delete attempt[field];
          if (state) attempt.kindState = state;
        }),
  },
];

/** The per-kind fields attempts had before version 6. */
const LEGACY_KIND_FIELDS = ['typing', 'userSkillsTestId', 'skillsReceipt', 'languageParts'] as const;

/** An attempt's per-kind fields as written before version 6, as its `kindState` (undefined when it had none). */
export function legacyKindState(attempt: Record<string, unknown>): AttemptKindState | undefined {
  if (attempt.typing) return { kind: 'typing', run: attempt.typing as TypingRunRecord };
  if (attempt.languageParts)
    return { kind: 'language', parts: attempt.languageParts as Record<number, 'submitting' | 'completed'> };
  if (attempt.userSkillsTestId !== undefined || attempt.skillsReceipt !== undefined)
    return {
      kind: 'skills',
      ...(attempt.userSkillsTestId !== undefined ? { userSkillsTestId: attempt.userSkillsTestId as number } : {}),
      ...(attempt.skillsReceipt !== undefined ? { receipt: attempt.skillsReceipt as SkillsTestReceipt } : {}),
    };
  return undefined;
}

/**
 * Tells the page as soon as the disk refuses any write (a full disk, a private window's quota),
 * whichever store it was for (storage-trouble.ts, D195); the write's caller still gets the error.
 * And tells it when, after that, a write is stored again: once a transaction that put or added a
 * row commits, the trouble is over unless the page holds refused work (storing that ends it then).
 * A delete does not count: a full disk still takes those.
 */
const announceRefusedWrites: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'announce-refused-writes',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      return {
        ...table,
        mutate: (request) =>
          table.mutate(request).then(
            (response) => {
              const isWrite = request.type === 'add' || request.type === 'put';
              if (isWrite && response.numFailures === 0 && storageTrouble().refused)
                // The bottom of Dexie's stack hands the browser's transaction down as it is.
                (request.trans as unknown as Partial<IDBTransaction>).addEventListener?.('complete', storageWorks, {
                  once: true,
                });
              return response;
            },
            (error: unknown) => {
              if (isStorageFailure(error)) setStorageTrouble({ refused: true });
              throw error;
            },
          ),
      };
    },
  }),
};

export class OfflineDb extends Dexie {
  answers!: Table<LocalAnswer, [string, string]>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  attempts!: EntityTable<AttemptRecord, 'attemptId'>;
  timers!: EntityTable<TimerRecord, 'sectionId'>;
  uploads!: EntityTable<UploadRecord, 'id'>;
  formDrafts!: EntityTable<FormDraft, 'key'>;
  mediaChunks!: Table<MediaChunk, [number, number]>;
  answerFiles!: EntityTable<AnswerFileRecord, 'fileId'>;

  /** `upToVersion` exists for the upgrade test: it opens the database as an older app would. */
  constructor(name = OFFLINE_DB_NAME, options: { upToVersion?: number } = {}) {
    super(name);
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      if (options.upToVersion !== undefined && version > options.upToVersion) break;
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
    // Every writer of an attempt is covered, whichever kind: the stamp is not each kind's to remember.
    this.attempts.hook('updating', (changes: Partial<AttemptRecord>, _key, attempt) =>
      changes.status !== undefined && changes.status !== attempt.status ? { statusChangedAt: Date.now() } : undefined,
    );
    this.use(announceRefusedWrites);
  }
}

let shared: OfflineDb | undefined;

/** The page's one connection to `assay-offline`. */
export function getOfflineDb(): OfflineDb {
  if (!shared) {
    shared = new OfflineDb();
    // What the previous page of this tab held on a full disk, back before anything reads (D364);
    // its code loads only when there is such a note (a rare page, and the outbox's load stays small).
    shared.on(
      'ready',
      (vip) => (hasHeldNote(vip.name) ? import('./restore-held.ts').then((m) => m.restoreHeld(vip)) : undefined),
      true,
    );
  }
  return shared;
}
