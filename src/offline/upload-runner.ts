/**
 * Runs the upload queue (upload-queue.ts) against the server's tus endpoint with tus-js-client.
 * Every answer is a row of the `uploads` table before any byte leaves: a picked file with its Blob,
 * a recording with its pieces in `mediaChunks`, written as it was recorded (recording-chunks.ts),
 * joined in order for the upload and deleted once the server accepted the file. The
 * tus URL is saved the moment the server creates the upload, so after a reload tus-js-client asks
 * the server for its offset (HEAD) and sends only the rest; when the URL could not be saved, the
 * server answers the same recording's next creation with that upload (D467), or, when it finished,
 * says it is ready (D474). Offline, the queue waits for the browser's 'online' event; other
 * failures retry with backoff. An answer is done only when the
 * server says it checked the file and it is ready.
 *
 * One writer (offline promise 10): every request names this device (X-Assay-Device). A creation
 * the server refuses because another device writes the activity (409 attempt_leased /
 * attempt_moved) parks the item, recording kept; `resume` queues it again once the candidate
 * continues here. A screen that may not write its activity (`hold`) keeps the runner off its items.
 *
 * tus-js-client is imported when an upload starts, which needs the network anyway: it is not in a
 * candidate's precache (bench/budget.json onlineOnly, D197), and a recording is made offline without it.
 */
import type { DetailedError, Upload } from 'tus-js-client';
import { deviceId } from '../lib/device-id.ts';
import { getOfflineDb, type OfflineDb, type UploadRecord } from './db.ts';
import { assembleRecording, deleteChunks } from './recording-chunks.ts';
import { isDue, leaseCodeOf, nextUpload, sha256Hex, uploadAttemptId, type UploadEvent } from './upload-queue.ts';

export { uploadAttemptId } from './upload-queue.ts';

export const TUS_ENDPOINT = '/api/tus/videos/';
/** Bytes per PATCH: each acknowledged chunk is a point a resume can start from. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

export interface NewRecording {
  refId: string;
  jobStepActivityId: number;
  questionId: number;
  blob: Blob;
  fileName: string;
  mimeType: string;
  durationSeconds: number;
  /** The screen's language when the question was read (D473). */
  language?: string | undefined;
}

/** Stores the recording and queues it, in place of any earlier one for the same question. */
export async function queueRecording(input: NewRecording, db: OfflineDb = getOfflineDb()): Promise<number> {
  const sha256 = await sha256Hex(input.blob);
  const attemptId = uploadAttemptId(input.refId, input.jobStepActivityId);
  const itemId = String(input.questionId);
  const state = nextUpload(
    { status: 'recording', failures: 0, nextAttemptAt: 0, bytesSent: 0, size: 0 },
    { type: 'recorded', size: input.blob.size },
  );
  return db.transaction('rw', db.uploads, db.mediaChunks, async () => {
    const older = await db.uploads
      .where({ attemptId })
      .filter((u) => u.itemId === itemId && u.status !== 'uploading')
      .toArray();
    for (const row of older) await db.mediaChunks.where('recordingId').equals(row.id!).delete();
    await db.uploads.bulkDelete(older.map((row) => row.id!));
    return (await db.uploads.add({
      ...state,
      attemptId,
      itemId,
      refId: input.refId,
      jobStepActivityId: input.jobStepActivityId,
      questionId: input.questionId,
      blob: input.blob,
      fileName: input.fileName,
      mimeType: input.mimeType,
      durationSeconds: input.durationSeconds,
      sha256,
      ...(input.language ? { language: input.language } : {}),
      createdAt: new Date().toISOString(),
    })) as number;
  });
}

export async function uploadsOf(
  refId: string,
  jobStepActivityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<UploadRecord[]> {
  return db.uploads.where({ attemptId: uploadAttemptId(refId, jobStepActivityId) }).sortBy('id');
}

export async function forgetUploads(
  refId: string,
  jobStepActivityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.uploads, db.mediaChunks, async () => {
    const rows = await db.uploads.where({ attemptId: uploadAttemptId(refId, jobStepActivityId) }).toArray();
    for (const row of rows) await db.mediaChunks.where('recordingId').equals(row.id!).delete();
    await db.uploads.bulkDelete(rows.map((row) => row.id!));
  });
}

export interface RunnerDeps {
  token(): string | undefined;
  refresh(): Promise<boolean>;
  /** The server's word on a finished upload (when the last response did not carry it). */
  status(uploadId: string): Promise<{ status: string; refusal_reason: string | null }>;
  db?: OfflineDb;
  now?: () => number;
  online?: () => boolean;
}

/** One runner per page: uploads due items one at a time and tells listeners when a row changes. */
export class UploadRunner {
  private readonly db: OfflineDb;
  private readonly listeners = new Set<() => void>();
  private running = false;
  private isStarted = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private current: { upload: Upload; settle(event: UploadEvent): void } | undefined;
  /** Activities (uploadAttemptId) whose screen may not write them now: their items are not started. */
  private readonly held = new Set<string>();
  private readonly onOnline = () => void this.tick();
  private readonly onOffline = () => this.interrupt();

  constructor(private readonly deps: RunnerDeps) {
    this.db = deps.db ?? getOfflineDb();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.isStarted = true;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.timer = setInterval(() => void this.tick(), 1000);
    // A row left 'uploading' by a reload is queued again (its tus URL is kept).
    void this.db.uploads
      .where('status')
      .equals('uploading')
      .modify((u) => {
        Object.assign(u, nextUpload(u as never, { type: 'offline' }));
      })
      .then(() => this.tick());
  }

  stop(): void {
    this.isStarted = false;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    clearInterval(this.timer);
    this.interrupt();
  }

  /** Stops the upload in flight; it is queued again with its tus URL (an aborted tus upload reports nothing by itself). */
  private interrupt(): void {
    const current = this.current;
    if (!current) return;
    void current.upload.abort(false);
    current.settle({ type: 'offline' });
  }

  /** While held, the items of the activity are not started (an upload in flight finishes). */
  hold(refId: string, jobStepActivityId: number, isHeld: boolean): void {
    const key = uploadAttemptId(refId, jobStepActivityId);
    if (isHeld) this.held.add(key);
    else if (this.held.delete(key)) void this.tick();
  }

  /** Queues the activity's parked items again (the candidate continues on this device). */
  async resume(refId: string, jobStepActivityId: number): Promise<void> {
    const parked = await this.db.uploads
      .where({ attemptId: uploadAttemptId(refId, jobStepActivityId) })
      .filter((u) => u.status === 'parked')
      .toArray();
    for (const row of parked) await this.apply(row.id!, { type: 'resume' });
    void this.tick();
  }

  /** Tells the screens that rows changed outside the runner (a recording kept or discarded). */
  refresh(): void {
    this.notify();
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }

  private async apply(id: number, event: UploadEvent, extra: Partial<UploadRecord> = {}): Promise<void> {
    await this.db.transaction('rw', this.db.uploads, async () => {
      const row = await this.db.uploads.get(id);
      if (!row) return;
      const state = nextUpload(
        {
          status: row.status,
          failures: row.failures ?? 0,
          nextAttemptAt: row.nextAttemptAt ?? 0,
          bytesSent: row.bytesSent ?? 0,
          size: row.size ?? 0,
          tusUrl: row.tusUrl,
          refusal: row.refusal,
          parkedBy: row.parkedBy,
        },
        event,
      );
      await this.db.uploads.update(id, { ...state, ...extra });
    });
    this.notify();
  }

  async tick(): Promise<void> {
    if (this.running || !this.isStarted) return;
    // Claimed before the first await: two ticks at once (the timer, a new recording, coming back
    // online) would otherwise both pick the same queued item and upload it twice.
    this.running = true;
    try {
      const online = this.deps.online?.() ?? navigator.onLine;
      const now = this.deps.now?.() ?? Date.now();
      const due = (await this.db.uploads.where('status').equals('queued').sortBy('id')).find(
        (u) =>
          !this.held.has(u.attemptId) &&
          isDue(
            { status: u.status, failures: u.failures ?? 0, nextAttemptAt: u.nextAttemptAt ?? 0, bytesSent: 0, size: 0 },
            now,
            online,
          ),
      );
      if (!due?.id) return;
      // A recording's file is its pieces, joined in order (recording-chunks.ts); a picked file is its blob.
      const file = due.blob ?? (await assembleRecording(due.id, this.db));
      if (file.size === 0) return;
      // The network went between the check and here: the item stays queued for the 'online' event.
      const tus = await import('tus-js-client').catch(() => undefined);
      if (!tus) return;
      await this.apply(due.id, { type: 'start' });
      const event = await this.send(tus.Upload, due, file);
      await this.apply(due.id, event.event, event.extra);
      // The server accepted the file: the pieces are no longer needed.
      if (event.event.type === 'ready') await deleteChunks(due.id, this.db);
    } finally {
      this.running = false;
      this.current = undefined;
    }
    void this.tick();
  }

  /**
   * A resumed upload the server no longer holds in progress (HEAD 404, D453): finished and checked
   * (ready or refused, it answers), still being checked (tried again later), or lost (it has no
   * such upload, or holds no bytes of it): then the next try creates a new upload.
   */
  private settleGone(
    tusUrl: string,
    resolve: (value: { event: UploadEvent; extra?: Partial<UploadRecord> }) => void,
  ): void {
    const uploadId = tusUrl.split('/').filter(Boolean).at(-1) ?? '';
    const failed = (startOver: boolean) =>
      resolve({ event: { type: 'failed', now: Date.now() }, ...(startOver ? { extra: { tusUrl: undefined } } : {}) });
    this.deps
      .status(uploadId)
      .then((s) =>
        s.status === 'ready'
          ? resolve({ event: { type: 'ready' } })
          : s.status === 'refused'
            ? resolve({ event: { type: 'refused', reason: s.refusal_reason ?? 'unsupported_format' } })
            : failed(s.status === 'uploading'),
      )
      .catch((error: unknown) => failed((error as { status?: number } | undefined)?.status === 404));
  }

  private send(
    Tus: typeof Upload,
    row: UploadRecord,
    file: Blob,
  ): Promise<{ event: UploadEvent; extra?: Partial<UploadRecord> }> {
    const id = row.id!;
    let lastProgressAt = 0;
    let heldByServer: number | undefined;
    let readyOnServer = false;
    return new Promise((settle) => {
      let isSettled = false;
      const resolve = (value: { event: UploadEvent; extra?: Partial<UploadRecord> }) => {
        if (isSettled) return;
        isSettled = true;
        settle(value);
      };
      const upload: Upload = new Tus(file, {
        // Resuming, no endpoint (D453): given one, tus-js-client answers a HEAD it cannot use (404
        // once the server has checked and moved the finished file, a proxy's 5xx) by creating a
        // new upload and sending the whole file again: the same answer stored twice, a take spent.
        endpoint: row.tusUrl ? null : TUS_ENDPOINT,
        headers: { 'X-Assay-Device': deviceId() },
        uploadUrl: row.tusUrl ?? null,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: null,
        storeFingerprintForResuming: false,
        removeFingerprintOnSuccess: false,
        metadata: {
          ref_id: row.refId!,
          job_step_activity_id: String(row.jobStepActivityId),
          video_question_id: String(row.questionId),
          filename: row.fileName ?? 'answer',
          filetype: row.mimeType ?? '',
          duration: String(Math.round((row.durationSeconds ?? 0) * 100) / 100),
          sha256: row.sha256 ?? '',
          // The version of the question the candidate read is kept with the answer (D473).
          language: row.language ?? '',
        },
        onBeforeRequest: (req) => {
          const token = this.deps.token();
          if (token) req.setHeader('Authorization', `Bearer ${token}`);
        },
        onAfterResponse: (req, res) => {
          if (req.getMethod() !== 'POST') return;
          // D467: a creation answered with an upload of this recording that already holds bytes;
          // D474: with the upload of it that finished and is ready (the device lost that reply).
          const held = Number(res.getHeader('Upload-Offset'));
          if (Number.isSafeInteger(held) && held > 0) heldByServer = held;
          readyOnServer = res.getHeader('Video-Status') === 'ready';
        },
        onUploadUrlAvailable: () => {
          const url = upload.url ?? '';
          const extra = { uploadId: url.split('/').filter(Boolean).at(-1) };
          if (readyOnServer) {
            // The answer is already the server's, checked: nothing to send.
            void upload.abort(false);
            return resolve({ event: { type: 'ready' }, extra: { ...extra, tusUrl: url } });
          }
          if (heldByServer === undefined) return void this.apply(id, { type: 'created', url }, extra);
          // tus-js-client would send a chunk from byte 0 next (the server skips it since D474, a 409
          // before); stopped, the next try resumes from the server's offset and sends no byte twice.
          void upload.abort(false);
          resolve({ event: { type: 'found', url }, extra });
        },
        // Shown progress: bytes sent, at most every 250 ms (a resume starts from the server's offset anyway).
        onProgress: (sent) => {
          const now = Date.now();
          if (now - lastProgressAt < 250) return;
          lastProgressAt = now;
          void this.apply(id, { type: 'progress', bytes: sent });
        },
        onChunkComplete: (_chunk, accepted) => void this.apply(id, { type: 'progress', bytes: accepted }),
        onSuccess: ({ lastResponse }) => {
          const uploadId = (upload.url ?? '').split('/').filter(Boolean).at(-1) ?? '';
          const said = lastResponse.getHeader('Video-Status');
          if (said === 'ready') return resolve({ event: { type: 'ready' } });
          if (said === 'refused')
            return resolve({
              event: { type: 'refused', reason: lastResponse.getHeader('Video-Refusal') ?? 'unsupported_format' },
            });
          this.deps
            .status(uploadId)
            .then((s) =>
              resolve(
                s.status === 'ready'
                  ? { event: { type: 'ready' } }
                  : s.status === 'refused'
                    ? { event: { type: 'refused', reason: s.refusal_reason ?? 'unsupported_format' } }
                    : { event: { type: 'failed', now: Date.now() } },
              ),
            )
            .catch(() => resolve({ event: { type: 'failed', now: Date.now() } }));
        },
        onError: (error) => {
          const response = (error as DetailedError).originalResponse;
          const status = response?.getStatus() ?? 0;
          const leaseCode = response ? leaseCodeOf(status, response.getBody()) : undefined;
          if (leaseCode) {
            // Another device writes the activity: kept as it is until the candidate continues here.
            resolve({ event: { type: 'parked', reason: leaseCode } });
          } else if (row.tusUrl && status === 404) {
            // The server no longer holds the upload in progress: its word on the answer decides.
            this.settleGone(row.tusUrl, resolve);
          } else if (!(this.deps.online?.() ?? navigator.onLine) || status === 0) {
            resolve({ event: navigator.onLine ? { type: 'failed', now: Date.now() } : { type: 'offline' } });
          } else if (status === 401) {
            void this.deps.refresh().finally(() => resolve({ event: { type: 'failed', now: Date.now() } }));
          } else if (status === 404 || status === 409 || status === 413 || status === 400) {
            // The server will not take this answer (activity gone or submitted, no retakes left, too big).
            resolve({ event: { type: 'refused', reason: status === 413 ? 'too_large' : 'not_accepted' } });
          } else {
            resolve({ event: { type: 'failed', now: Date.now() } });
          }
        },
      });
      this.current = { upload, settle: (event) => resolve({ event }) };
      upload.start();
    });
  }
}
