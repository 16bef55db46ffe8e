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
import type { AnswerValue, SubmitReceiptType } from '../../contracts/user-response.ts';
import type { KeyEvent } from '../../contracts/typing-score.ts';
import type { TypingResult } from '../../contracts/typing-test.ts';
import type { SkillsTestReceipt } from '../../contracts/skills-test.ts';
import { isStorageFailure } from './storage.ts';
import { setStorageTrouble } from './storage-trouble.ts';

export const OFFLINE_DB_NAME = 'assay-offline';

export type AnswerStatus = 'pending' | 'synced' | 'refused';

export interface Refusal {
  /** HTTP status, or 0 when the client itself refused. */
  status: number;
  code: string;
  message: string;
  /** The server's field errors, when it named fields (an onboarding form's 400). */
  errors?: { prop: string; message: string }[];
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
  /** A skills test answer the server judged recorded after its section's time: kept, not scored. */
  isLate?: boolean;
  /** A skills test answer's section, so it can be sent again after a hash mismatch (promise 8); not indexed. */
  skillsTestSectionId?: number;
}

/**
 * The outbox's entries, typed by kind (src/offline/kinds: one file per kind, one registry line).
 * The type is declared below the schema and the registry fills it in (outbox-entry.ts), so the
 * schema does not import the registry.
 */
export type { OutboxEntry, OutboxKind } from './outbox-entry.ts';
import type { OutboxEntry } from './outbox-entry.ts';

export type AttemptStatus = 'in-progress' | 'submitting' | 'submitted';

/** Why this device may not write the attempt now, with the server's times (ISO); lease-state.ts reads it. */
export interface LeaseProblem {
  /** 'elsewhere': another device holds it; 'moved': it continued on another device after this one. */
  kind: 'elsewhere' | 'moved';
  lastActiveAt?: string;
  leaseExpiresAt?: string;
  takenOverAt?: string;
}

/** What the server last said: this device holds the lease (after a heartbeat or a take-over), or a problem. */
export type LeaseState = LeaseProblem | { kind: 'holder' };

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
  /** What only its kind keeps on the attempt (a typing run, a skills test's receipt, a language test's parts); not indexed. */
  kindState?: AttemptKindState;
  /** What the server's lease last said about this device and attempt (attempt-lease.ts); not indexed. */
  lease?: LeaseState;
  /**
   * When `status` last changed (epoch ms, the device's clock), stamped by the constructor's hook on
   * every update that changes it (until then `createdAt` counts): the tracker weighs it against when
   * the server's answer was read (D194). Not indexed, so no new schema version.
   */
  statusChangedAt?: number;
}

/**
 * The state one kind keeps on its attempt besides the answers, keyed by `kind`: one member per kind
 * that has any (version 6 moved it here from optional fields on the attempt; `legacyKindState`).
 * Attempts of kinds without one (a questionnaire, screening questions) have none.
 */
export type AttemptKindState =
  /** A typing test's run as this device recorded it (typing-runs.ts). */
  | { kind: 'typing'; run: TypingRunRecord }
  /** A skills test's result id once the server received the submission, and its receipt (promise 8) once its count and hash equal this device's (skills-test.ts). */
  | { kind: 'skills'; userSkillsTestId?: number; receipt?: SkillsTestReceipt }
  /** A language test's parts completed on this device, by vendor_assessment_id (language-test.ts). */
  | { kind: 'language'; parts: Record<number, 'submitting' | 'completed'> };

export type AttemptKind = AttemptKindState['kind'];
export type AttemptKindStateOf<K extends AttemptKind> = Extract<AttemptKindState, { kind: K }>;

/** The attempt's state if it is of `kind`. */
export function kindStateOf<K extends AttemptKind>(
  attempt: Pick<AttemptRecord, 'kindState'> | null | undefined,
  kind: K,
): AttemptKindStateOf<K> | undefined {
  const state = attempt?.kindState;
  return state?.kind === kind ? (state as AttemptKindStateOf<K>) : undefined;
}

/** One typing run: the passage, the keystrokes so far, and the server's scores once it has them. */
export interface TypingRunRecord {
  passageId: number;
  passageText: string;
  limitSeconds: number;
  events: KeyEvent[];
  typedText: string;
  /** Run time used so far, ms (measured with a monotonic clock, kept across reloads). */
  elapsedMs: number;
  finishedAt?: string;
  result?: TypingResult;
}

/**
 * A timed section on this device (promise 4; skills-timer.ts computes the countdown). Keyed by
 * `${attemptId}:${skillsTestSectionId}`; the fields after the first four are optional and not
 * indexed, so no new schema version.
 */
export interface TimerRecord {
  sectionId: string;
  attemptId: string;
  /** The server's start once it answered (ISO); until then the device's start counts. */
  serverStartedAt?: string;
  /** minutes x 60 x the time accommodation. */
  durationSeconds: number;
  skillsTestSectionId?: number;
  /** The device's clock when the candidate started the section (ISO). */
  deviceStartedAt?: string;
  /** The server's clock minus the device's, measured when the server last answered. */
  serverOffsetMs?: number;
  /** The lowest remaining time shown so far and the device time then: a clock moved back gains nothing. */
  checkpoint?: { remainingMs: number; atDeviceMs: number };
  /** The section ended on this device (time up or submitted): no more answers (ISO). */
  closedAt?: string;
}

/** Where a media answer's upload stands (the state machine is upload-queue.ts). */
export type UploadStatus = 'recording' | 'queued' | 'uploading' | 'done' | 'refused' | 'parked';

export interface UploadState {
  status: UploadStatus;
  /** Failed attempts in a row (offline spells do not count). */
  failures: number;
  /** Epoch ms before which a queued item is not retried. */
  nextAttemptAt: number;
  /** Bytes sent so far, for the percentage shown (a resume starts from the server's offset, asked by HEAD). */
  bytesSent: number;
  size: number;
  /** The tus upload URL once the server created the upload. */
  tusUrl?: string;
  refusal?: string;
  /** Why the item is parked: the lease code the server answered (attempt_leased / attempt_moved). */
  parkedBy?: string;
}

/**
 * A media answer waiting for (or done with) its tus upload (promise 7; src/offline/upload-queue.ts).
 * attemptId is `video:<refId>:<jobStepActivityId>`, itemId the question id. The recording itself
 * is the Blob, so a reload or an offline spell loses nothing; the state machine's fields sit beside.
 */
export interface UploadRecord extends Partial<UploadState> {
  id?: number;
  attemptId: string;
  itemId: string;
  status: UploadStatus;
  refId?: string;
  jobStepActivityId?: number;
  questionId?: number;
  blob?: Blob;
  fileName?: string;
  mimeType?: string;
  /** Seconds, as measured while recording (or read from the file's metadata). */
  durationSeconds?: number;
  sha256?: string;
  /** The server's upload id, from the tus URL. */
  uploadId?: string;
  createdAt?: string;
  /**
   * A recording whose file is its `mediaChunks` (no `blob`): the page that is recording it. A row
   * still 'recording' with another page's id was interrupted (a reload, a crash) and is offered
   * back to the candidate (recording-chunks.ts). Not indexed, so no new schema version.
   */
  recorderPage?: string;
}

/**
 * One piece of a recording, written as MediaRecorder hands it over (promise 7: recordings are in
 * IndexedDB as they are recorded). recordingId is the `uploads` row of the recording; seq counts
 * from 0. The upload's file is the pieces in seq order (recording-chunks.ts); they are deleted
 * once the server accepted the file.
 */
export interface MediaChunk {
  recordingId: number;
  seq: number;
  data: Blob;
}

/**
 * What the candidate typed into a form (the personal profile, an application form) and has not
 * sent yet, so a reload or an offline spell loses nothing. Keyed by the form ('profile:<userId>',
 * 'application-form:<refId>:<activityId>'); removed once the server has it.
 */
export interface FormDraft {
  key: string;
  values: Record<string, unknown>;
  updatedAt: string;
}

/**
 * A file attached to a file-type screening question (answer-files.ts): the bytes wait here until
 * the server has them. `fileId` is made on the device and is also the answer's value, so the
 * answer is saved (and queued) at once while the upload follows when online.
 */
export interface AnswerFileRecord {
  fileId: string;
  attemptId: string;
  itemId: string;
  refId: string;
  jobStepActivityId: number;
  blob: Blob;
  fileName: string;
  size: number;
  status: 'queued' | 'uploading' | 'done' | 'refused';
  /** Failed uploads in a row (offline spells do not count). */
  failures: number;
  /** Epoch ms before which a queued file is not retried. */
  nextAttemptAt: number;
  refusal?: Refusal;
  createdAt: string;
  /** The user who attached it (stamped by answer-files.ts); not indexed, so no new schema version. */
  ownerId?: number;
  /** Where it goes: a screening question's answer (absent) or the candidate's resume (application-form.ts); not indexed. */
  target?: 'resume';
}

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
          table.mutate(request).catch((error: unknown) => {
            if (isStorageFailure(error)) setStorageTrouble({ refused: true });
            throw error;
          }),
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
  shared ??= new OfflineDb();
  return shared;
}
