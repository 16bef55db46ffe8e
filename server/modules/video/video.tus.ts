/**
 * The tus endpoint for answer files (tus 1.0.0, creation extension) at /api/tus/videos/, in a
 * scoped plugin: its own content parser lets application/offset+octet-stream bodies through
 * unread, the bearer token is checked before @tus/server sees the request, and an upload is only
 * reachable by the candidate who created it (anyone else 404). Creation checks the metadata
 * (ref_id, job_step_activity_id, video_question_id: the candidate's own video activity, not
 * completed, retakes left) and records the answer as uploading, with the SHA-256 the client
 * declares and the version of the question the candidate read (the metadata's `language`, D473); Upload-Length above VIDEO_MAX_BYTES is refused with 413 before any byte. A creation
 * of a recording (same SHA-256 and size) this candidate already has an unfinished upload of for the
 * question is answered with that upload's address and the bytes it holds (Upload-Offset), so the
 * device that lost the address resumes it (D467); one that tus no longer holds is replaced (D461);
 * one that finished is the answer too, with all its bytes and Video-Status ready (D474). A PATCH
 * behind the bytes the server holds (the app before D467 sends from 0 after any creation) is
 * answered with what it holds (D474). A finished upload (checking or ready) holds all its bytes
 * by its row, wherever its file is: a PATCH or a resume's HEAD of it is told so, and ready once
 * checked (D484). A recording is one take however often its upload is
 * created. When the last byte arrives the file is checked (real container bytes, SHA-256 against
 * the client's, duration within the limit), moved to uploads/videos in the file storage and only
 * then marked ready. Where tus keeps an upload in progress (local disk or the bucket) is
 * tus-storage.ts's concern.
 *
 * One writer across devices (offline promise 10): creating an upload is a write of the activity,
 * admitted by its lease like the final submit (admitSubmission); a refusal is the API's JSON error
 * body with 409 attempt_leased / attempt_moved, so the client can park the upload. Resuming
 * (HEAD/PATCH) an upload this candidate already created is not asked again.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Server, type Upload } from '@tus/server';
import {
  TUS_VIDEO_PATH,
  VIDEO_DURATION_GRACE_SECONDS,
  VIDEO_MAX_BYTES,
  type VideoRefusal,
} from '../../../contracts/video.ts';
import type { Db } from '../../db/database.ts';
import { storageKey, type FileStorage } from '../../storage/file-storage.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import { containerDuration, detectContainer } from './media-check.ts';
import { accommodatedQuestions, TUS_DIR, VIDEO_DIR } from './video.service.ts';
import { admitCreation, creationOf, creationOfHeaders, fail, type Creation, type Requester } from './video-creation.ts';
import * as store from './video.store.ts';
import { bytesOf, heldOf, holdsNothing, tusStorageFor, type FinishedUpload } from './tus-storage.ts';

const UPLOAD_ID = /^[0-9a-f]{32}$/;
type Answer = NonNullable<Awaited<ReturnType<typeof store.answerByUpload>>>;
/** The storage could not say what it holds of an upload: retried, never taken for "no bytes" (D474). */
const storageSilent = () =>
  new HttpError(503, ErrorCode.notReady, 'The upload storage did not answer. Please retry shortly.', undefined, {
    'Retry-After': '5',
  });

/** The node request behind @tus/server's web Request (srvx keeps it in runtime.node). */
const requesterOfRequest = new WeakMap<IncomingMessage, Requester>();
function requesterOf(req: Request): Requester | undefined {
  const raw = (req as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  return raw ? requesterOfRequest.get(raw) : undefined;
}

export interface TusMount {
  /** Bytes the server holds of an upload (undefined when it has no such upload). */
  offsetOf(uploadId: string): Promise<number | undefined>;
  /** Removes the activity's uploads that never received a byte (once it is submitted none can become its answer, D461). */
  dropWaiting(refId: string, jobStepActivityId: number): Promise<void>;
}

export function mountVideoTus(
  app: FastifyInstance,
  db: Db,
  files: FileStorage,
  leaseMs = DEFAULT_ACTIVITY_LEASE_MS,
): TusMount {
  const tusStorage = tusStorageFor(files);
  const { datastore } = tusStorage;
  const locationOf = (uploadId: string) => `${TUS_VIDEO_PATH}${uploadId}`;

  const heldBy = (uploadId: string) => heldOf(datastore, uploadId);

  /**
   * Removes the answers of the uploads that hold no byte for certain (tus has none of it, or no such
   * upload); names those removed. One the storage could not tell about stays (D474).
   */
  async function removeWaiting(trx: Db, uploadIds: string[]): Promise<string[]> {
    const removed: string[] = [];
    for (const uploadId of uploadIds) {
      if (!holdsNothing(await heldBy(uploadId))) continue;
      if (await store.deleteUploading(trx, uploadId)) removed.push(uploadId);
    }
    return removed;
  }

  async function discardAll(uploadIds: string[]): Promise<void> {
    for (const uploadId of uploadIds)
      await tusStorage.discard(uploadId).catch((error: unknown) => {
        app.log.warn({ err: error, upload: uploadId }, 'an empty video upload was not removed');
      });
  }

  /**
   * The upload of the recording a creation names (this candidate, question, declared SHA-256 and
   * size) that the creation is answered with, so the device that lost its address makes no second
   * take: a finished one (ready, or still being checked) with all its bytes (D474), else an
   * unfinished one tus still holds, with its offset (D467). Undefined when there is none or the
   * creation is not admitted (tus then creates, or refuses with its own answer). A storage error
   * on a copy is a 503: told nothing, the creation would make a second take.
   */
  async function sameRecordingUpload(
    request: FastifyRequest,
    requester: Requester,
  ): Promise<{ uploadId: string; offset: number; ready: boolean } | undefined> {
    let creation: Creation;
    try {
      creation = creationOfHeaders(request.headers);
    } catch {
      return undefined;
    }
    if (!creation.declared) return undefined;
    const copies = await store.copiesOf(
      db,
      {
        ref_id: creation.refId,
        video_question_id: creation.questionId,
        user_id: requester.userId,
        sha256: creation.declared,
        size_bytes: creation.size,
      },
      ['uploading', 'checking', 'ready'],
    );
    const finished = copies.find((c) => c.status === 'ready') ?? copies.find((c) => c.status === 'checking');
    let found: { uploadId: string; offset: number; ready: boolean } | undefined = finished && {
      uploadId: finished.upload_id,
      offset: creation.size,
      ready: finished.status === 'ready',
    };
    for (const { upload_id, status } of found ? [] : copies) {
      if (status !== 'uploading') continue;
      const held = await heldBy(upload_id);
      if (held === 'unknown') throw storageSilent();
      if (held !== 'gone' && (!found || held.bytes > found.offset))
        found = { uploadId: upload_id, offset: held.bytes, ready: false };
    }
    if (!found) return undefined;
    try {
      await db.transaction().execute((trx) => admitCreation(trx, requester, creation));
    } catch {
      return undefined;
    }
    return found;
  }

  /**
   * A PATCH the server already holds the bytes of, answered with what it holds instead of tus's 409
   * (D474): the app before D467 PATCHes from byte 0 after any creation (tus-js-client 4 ignores a
   * creation's Upload-Offset), so a creation answered with an upload holding bytes, or with a
   * finished one, would be refused and the candidate asked to record again. tus-js-client takes
   * the answer's Upload-Offset as where to go on from (all of it: done, with Video-Status when
   * the answer is ready). The bytes skipped are not compared: the finished file's SHA-256 is
   * checked against the one declared at creation, which the creation matched. The body is read
   * to its end first, so the browser sees a plain reply.
   */
  async function aheadOfPatch(
    request: FastifyRequest,
    answer: Answer,
  ): Promise<{ offset: number; ready: boolean } | undefined> {
    const claimed = Number(request.headers['upload-offset']);
    const length = Number(request.headers['content-length'] ?? 0);
    const size = Number(answer.size_bytes);
    if (!Number.isSafeInteger(claimed) || claimed < 0 || !(length <= size) || !answer.sha256) return undefined;
    let ahead: { offset: number; ready: boolean } | undefined;
    // A finished upload holds all its bytes, whether tus still has its file or the check moved it (D484).
    const finished = finishedOf(answer);
    if (finished) ahead = finished;
    else if (answer.status === 'uploading') {
      const held = bytesOf(await heldBy(answer.upload_id));
      if (held !== undefined && claimed < held) ahead = { offset: held, ready: false };
    }
    if (!ahead) return undefined;
    for await (const _chunk of request.raw) void _chunk;
    return ahead;
  }

  /**
   * A finished upload's word for a resume or a PATCH: all its bytes arrived, and when checked, ready
   * (D474, D484). 'checking' is set only once the last byte is in, and the check may already have
   * moved the file out of tus's folder, where tus would answer 404: so the row says, not tus.
   */
  function finishedOf(answer: Answer): { offset: number; ready: boolean } | undefined {
    if (answer.status !== 'ready' && answer.status !== 'checking') return undefined;
    return { offset: Number(answer.size_bytes), ready: answer.status === 'ready' };
  }

  async function check(upload: Upload): Promise<{ refused: VideoRefusal } | { ready: true }> {
    const answer = await store.answerByUpload(db, upload.id);
    const stored = answer && (await store.question(db, answer.video_question_id));
    if (!answer || !stored) return { refused: 'unsupported_format' };
    const question = (await accommodatedQuestions(db, answer.ref_id, [stored]))[0]!;
    const finished = await tusStorage.open(upload.id);
    try {
      return await checkFile(upload, finished, question);
    } finally {
      await finished.release();
    }
  }

  async function checkFile(
    upload: Upload,
    finished: FinishedUpload,
    question: { media: 'video' | 'audio'; time_limit_seconds: number },
  ): Promise<{ refused: VideoRefusal } | { ready: true }> {
    const { file, sha256 } = finished;
    const container = await detectContainer(file, question.media);
    if (!container) return { refused: 'unsupported_format' };
    const declaredHash = upload.metadata?.sha256;
    if (declaredHash && declaredHash.toLowerCase() !== sha256) return { refused: 'checksum_mismatch' };
    // The container's own duration when it states one; else the client's, bounded below.
    const fromContainer = await containerDuration(file, container.family);
    const declared = Number(upload.metadata?.duration);
    const duration = fromContainer ?? (Number.isFinite(declared) && declared >= 0 ? declared : undefined);
    if (duration === undefined) return { refused: 'no_duration' };
    if (duration > question.time_limit_seconds + VIDEO_DURATION_GRACE_SECONDS) return { refused: 'too_long' };
    const ext = container.family === 'mp4' ? 'mp4' : container.family;
    const relative = storageKey(VIDEO_DIR, `${upload.id}.${ext}`);
    // The file is in place before the row says ready: a crash in between leaves a 'checking' row.
    await tusStorage.keep(finished, upload.id, relative);
    await store.setReady(db, upload.id, {
      storage_path: relative,
      content_type: container.contentType,
      sha256,
      duration_seconds: Math.round(duration * 100) / 100,
      duration_source: fromContainer !== undefined ? 'container' : 'client',
    });
    return { ready: true };
  }

  const tus = new Server({
    path: TUS_VIDEO_PATH.replace(/\/$/, ''),
    datastore,
    maxSize: VIDEO_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload) {
      const requester = requesterOf(req);
      if (requester === undefined) throw fail(401, 'Please sign in to continue.');
      const { userId } = requester;
      const creation = creationOf(upload.size, upload.metadata ?? {});
      const { refId, activityId, questionId, size, declared } = creation;
      const replaced = await db.transaction().execute(async (trx) => {
        const question = await admitCreation(trx, requester, creation);
        const same = { ref_id: refId, video_question_id: questionId, user_id: userId, size_bytes: size };
        const copies = declared ? await store.copiesOf(trx, { ...same, sha256: declared }, ['uploading']) : [];
        const ids = copies.map((c) => c.upload_id);
        const replaced = await removeWaiting(trx, ids);
        if (question.max_retakes !== null && (await store.countTakes(trx, refId, questionId)) > question.max_retakes)
          throw fail(409, 'No retakes are left for this question.');
        await store.insertAnswer(trx, {
          ...same,
          job_step_activity_id: activityId,
          upload_id: upload.id,
          storage_path: storageKey(TUS_DIR, upload.id),
          sha256: declared,
          ...(question.shown ?? {}),
        });
        return replaced;
      });
      await discardAll(replaced);
      return {};
    },
    async onUploadFinish(_req, upload): Promise<{ headers?: Record<string, string> }> {
      if (!(await store.setChecking(db, upload.id))) return {};
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(upload);
      } catch (error) {
        app.log.error({ err: error, upload: upload.id }, 'video answer check failed');
        result = { refused: 'unsupported_format' };
      }
      if ('refused' in result) {
        await store.setRefused(db, upload.id, result.refused);
        await tusStorage.discard(upload.id);
        return { headers: { 'Video-Status': 'refused', 'Video-Refusal': result.refused } };
      }
      return { headers: { 'Video-Status': 'ready' } };
    },
  });

  /** Signed in, and for an existing upload its own creator: else 401/404 before tus runs. */
  async function guard(request: FastifyRequest): Promise<{ requester: Requester; answer?: Answer }> {
    await checkAuthLevel(db, request, 1);
    const user = requireUser(request);
    const rest = request.url.split('?')[0]!.slice(TUS_VIDEO_PATH.length).replace(/\/$/, '');
    let answer: Answer | undefined;
    if (rest !== '') {
      if (!UPLOAD_ID.test(rest)) throw notFound('Upload not found');
      answer = await store.answerByUpload(db, rest);
      if (!answer || answer.user_id !== user.user_id) throw notFound('Upload not found');
    } else if (request.method !== 'POST' && request.method !== 'OPTIONS') {
      throw notFound('Upload not found');
    }
    const requester = { userId: user.user_id, lease: activityLeaseRequest(deviceOf(request), leaseMs) };
    requesterOfRequest.set(request.raw, requester);
    return { requester, answer };
  }

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      if (request.method !== 'OPTIONS') {
        const { requester, answer } = await guard(request);
        const same = request.method === 'POST' ? await sameRecordingUpload(request, requester) : undefined;
        if (same) {
          // tus lets a creation be answered with an existing upload; Upload-Offset says how much it holds.
          return reply
            .code(201)
            .headers({
              'Tus-Resumable': '1.0.0',
              Location: locationOf(same.uploadId),
              'Upload-Offset': String(same.offset),
              ...(same.ready ? { 'Video-Status': 'ready' } : {}),
              'Cache-Control': 'no-store',
            })
            .send();
        }
        // A resume of a finished upload (D484): tus-js-client takes a HEAD whose offset is the length
        // as done and hands this reply to the runner, which reads Video-Status; tus itself would say
        // 404 once the checked file moved, and the device would ask the status or create it again.
        const done = request.method === 'HEAD' && answer ? finishedOf(answer) : undefined;
        if (done) {
          return reply
            .code(200)
            .headers({
              'Tus-Resumable': '1.0.0',
              'Upload-Offset': String(done.offset),
              'Upload-Length': String(done.offset),
              ...(done.ready ? { 'Video-Status': 'ready' } : {}),
              'Cache-Control': 'no-store',
            })
            .send();
        }
        const ahead = request.method === 'PATCH' && answer ? await aheadOfPatch(request, answer) : undefined;
        if (ahead) {
          return reply
            .code(204)
            .headers({
              'Tus-Resumable': '1.0.0',
              'Upload-Offset': String(ahead.offset),
              ...(ahead.ready ? { 'Video-Status': 'ready' } : {}),
              'Cache-Control': 'no-store',
            })
            .send();
        }
      }
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    for (const url of [TUS_VIDEO_PATH.replace(/\/$/, ''), TUS_VIDEO_PATH, `${TUS_VIDEO_PATH}:uploadId`]) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'OPTIONS'], url, schema: { hide: true }, handler });
    }
  });

  return {
    offsetOf: async (uploadId) => bytesOf(await heldBy(uploadId)),
    async dropWaiting(refId, jobStepActivityId) {
      const answers = await store.answersOf(db, refId, jobStepActivityId);
      const uploading = answers.filter((a) => a.status === 'uploading').map((a) => a.upload_id);
      await discardAll(await removeWaiting(db, uploading));
    },
  };
}
