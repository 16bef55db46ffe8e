/**
 * The camera check by consent (contracts/camera-check.ts, D455). The candidate's device sends their
 * answer and, with consent given, up to three photos; nothing else keeps or takes one. Staff read
 * the answer and the photos' times, and open a photo only on demand, each opening in the audit
 * log. No score, rank or fit reads any of it.
 */
import {
  MAX_STILL_BYTES,
  type CameraConsent,
  type RecordCameraConsentBodyType,
  type RecordCameraStillBodyType,
  type StaffCameraCheck,
} from '../../../contracts/camera-check.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../../db/signed-in-user.store.ts';
import { holdsFlag } from '../../http/account-access.ts';
import { forbidden, HttpError, notFound, WordedFieldError, type RefusalWords } from '../../http/http-error.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { approvedKindsOf } from '../accommodations/index.ts';
import { timedTestAsksForJob } from '../candidate-notice/index.ts';
import * as store from './camera-check.store.ts';
import { readStill, STILL_MAX_SIDE, type StillRefusal } from './jpeg-still.ts';
import { DecoderBusy } from './jpeg-decode-pool.ts';

async function ownActivity(db: Db, userId: number, body: { ref_id: string; job_step_activity_id: number }) {
  const activity = await store.ownTimedActivity(db, userId, body.ref_id, body.job_step_activity_id);
  if (!activity) throw notFound('Activity not found');
  return activity;
}

/**
 * Whether the application's company asks for the camera check now, unwaived by an approved
 * accommodation (the rule the tests' reads show the device). Without it no consent is given and no
 * photo kept: a company that never asked, or stopped, holds no one's face.
 */
async function isAsked(db: Db, activity: { ref_id: string; job_id: number }): Promise<boolean> {
  if (!(await timedTestAsksForJob(db, activity.job_id)).ask_camera_check) return false;
  return (await approvedKindsOf(db, activity.ref_id)).length === 0;
}

const notAsked = () =>
  new HttpError(409, ErrorCode.conflict, 'This test does not ask for a camera check: no photo is taken or kept.');

export async function recordConsent(
  db: Db,
  userId: number,
  body: RecordCameraConsentBodyType,
): Promise<{ consent: CameraConsent }> {
  const activity = await ownActivity(db, userId, body);
  // Declining is always heard (it erases what was kept); giving only where the check is asked.
  if (body.consent === 'given' && !(await isAsked(db, activity))) throw notAsked();
  return db.transaction().execute(async (trx) => {
    const consent = await store.saveConsent(trx, {
      ref_id: activity.ref_id,
      job_step_activity_id: activity.job_step_activity_id,
      user_id: activity.user_id,
      consent: body.consent,
      decided_at: body.decided_at,
    });
    // Consent taken back: what was taken with it goes.
    if (consent === 'declined') await store.deleteStills(trx, activity.ref_id, activity.job_step_activity_id);
    return { consent };
  });
}

/** Why a photo is not kept, in the sender's language (the device shows none; an API client reads it). */
const STILL_REFUSED: Record<StillRefusal, RefusalWords> = {
  not_jpeg: {
    en: `Expected a JPEG image of at most ${MAX_STILL_BYTES} bytes.`,
    es: `Se esperaba una imagen JPEG de ${MAX_STILL_BYTES} bytes como máximo.`,
    fr: `Une image JPEG d’au plus ${MAX_STILL_BYTES} octets est attendue.`,
  },
  dimensions: {
    en: `Expected a photo of at most ${STILL_MAX_SIDE} pixels a side.`,
    es: `Se esperaba una foto de ${STILL_MAX_SIDE} píxeles de lado como máximo.`,
    fr: `Une photo d’au plus ${STILL_MAX_SIDE} pixels de côté est attendue.`,
  },
  undecodable: {
    en: 'The photo’s image data could not be read: it is cut short or damaged. Nothing was kept.',
    es: 'No se pudieron leer los datos de imagen de la foto: están incompletos o dañados. No se guardó nada.',
    fr: 'Les données d’image de la photo n’ont pas pu être lues\u202f: elles sont tronquées ou endommagées. Rien n’a été conservé.',
  },
};

/** Too many photos being checked at once (D479): the device's outbox sends it again after Retry-After. */
const DECODER_BUSY: RefusalWords = {
  en: 'Too many photos are being checked right now. Send it again in a few seconds.',
  es: 'Ahora mismo se están revisando demasiadas fotos. Vuelve a enviarla en unos segundos.',
  fr: 'Trop de photos sont en cours de vérification. Renvoyez-la dans quelques secondes.',
};

async function readSentStill(sent: Uint8Array) {
  try {
    return await readStill(sent);
  } catch (error) {
    if (!(error instanceof DecoderBusy)) throw error;
    throw new WordedFieldError(503, ErrorCode.rateLimited, 'image', DECODER_BUSY, { 'Retry-After': '5' });
  }
}

export async function recordStill(
  db: Db,
  userId: number,
  body: RecordCameraStillBodyType,
): Promise<{ recorded: boolean }> {
  const activity = await ownActivity(db, userId, body);
  if (!(await isAsked(db, activity))) throw notAsked();
  if ((await store.consentOf(db, activity.ref_id, activity.job_step_activity_id)) !== 'given')
    throw new HttpError(409, ErrorCode.conflict, 'No consent to a camera check was given for this test.');
  const sent = new Uint8Array(Buffer.from(body.image, 'base64'));
  const still = sent.length <= MAX_STILL_BYTES ? await readSentStill(sent) : undefined;
  if (!still?.ok)
    throw new WordedFieldError(400, ErrorCode.validation, 'image', STILL_REFUSED[still?.why ?? 'not_jpeg']);
  const recorded = await store.insertStill(db, {
    still_id: body.still_id,
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    user_id: activity.user_id,
    moment: body.moment,
    taken_at: body.taken_at,
    // Without its metadata: staff never receive where or on what it was taken (D468).
    image: still.kept,
  });
  return { recorded };
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The application's camera checks per timed activity of its plan, in plan order: the answer and the photos' times. */
export async function staffCameraChecks(db: Db, application: StaffApplication): Promise<StaffCameraCheck[]> {
  const checks = new Map<number, StaffCameraCheck>();
  for (const row of await store.checksOfApplication(db, application.ref_id, application.job.job_id)) {
    const check = checks.get(row.job_step_activity_id) ?? {
      job_step_activity_id: row.job_step_activity_id,
      activity_type: row.activity_type,
      title: row.title,
      consent: row.consent,
      decided_at: iso(row.decided_at),
      stills: [],
    };
    if (row.still_id && row.moment && row.taken_at)
      check.stills.push({ still_id: row.still_id, moment: row.moment, taken_at: iso(row.taken_at) });
    checks.set(row.job_step_activity_id, check);
  }
  return [...checks.values()];
}

/**
 * One photo, for staff on the job who hold the private-data permission (D263): a person's face is
 * as private as the notes of an accommodation request. Every opening is its own audit entry.
 */
export async function viewStill(db: Db, viewer: LoadedUser, application: StaffApplication, stillId: string) {
  if (!holdsFlag(viewer, 'private_data_access', application.job.account_id)) throw forbidden();
  const still = await store.stillOfApplication(db, application.ref_id, stillId);
  if (!still) throw notFound('Photo not found');
  await audit(db, {
    event: 'camera_still_viewed',
    actorUserId: viewer.user_id,
    subjectUserId: application.user_id,
    accountId: application.job.account_id,
    details: {
      ref_id: application.ref_id,
      user_smartreq_id: application.user_smartreq_id,
      job_id: application.job.job_id,
      job_title: application.job.title,
      job_step_activity_id: still.job_step_activity_id,
      still_id: still.still_id,
      moment: still.moment,
    },
  });
  return {
    still_id: still.still_id,
    moment: still.moment,
    taken_at: iso(still.taken_at),
    image: Buffer.from(still.image).toString('base64'),
  };
}
