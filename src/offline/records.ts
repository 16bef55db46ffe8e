/**
 * The records the offline store keeps, one shape per store (answers, attempts, timers, uploads and
 * their chunks, form drafts, answer files); the outbox entry's is outbox-entry.ts. db.ts declares
 * the stores, their schema versions and the connection, and re-exports these, so code imports
 * them from there.
 */
import type { AnswerValue, SubmitReceiptType } from '../../contracts/user-response.ts';
import type { KeyEvent } from '../../contracts/typing-score.ts';
import type { TypingResult } from '../../contracts/typing-test.ts';
import type { SkillsTestReceipt } from '../../contracts/skills-test.ts';
import type { CameraConsent, CameraMoment } from '../../contracts/camera-check.ts';

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
  /** The camera check's answer on this device and the moments photographed (camera-check.ts, D455); not indexed. */
  cameraCheck?: CameraCheckRecord;
  /** The integrity spells open on this device, kept as they open and close so a reload goes on with them (integrity-recorder.ts, D402); not indexed. */
  openSpells?: OpenSpells;
}

/** The starts (epoch ms, the device's clock) of the offline and hidden spells still open. */
export interface OpenSpells {
  offlineSince?: number;
  hiddenSince?: number;
}

/** The candidate's answer to a company's camera check, and which of its photos this device took. */
export interface CameraCheckRecord {
  consent: CameraConsent;
  decidedAt: string;
  taken: CameraMoment[];
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
  /** The language the question was shown in when the take was made: sent with the upload so staff know what was asked (D473). */
  language?: string;
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
