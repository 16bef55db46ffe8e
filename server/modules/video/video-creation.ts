/**
 * A tus creation of an answer file, read and admitted: what its Upload-Length and Upload-Metadata
 * name, and whether this candidate may create it now (their own video activity, not submitted, its
 * question, the activity's lease). Shared by @tus/server's creation hook and by the answer a
 * creation of a recording already being uploaded gets (D467, video.tus.ts).
 */
import { Metadata } from '@tus/server';
import { allVersions, pickText } from '../../../contracts/company-text.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { admitSubmission, type ActivityLeaseRequest } from '../attempt-lease/index.ts';
import { videoActivityOf } from './video.service.ts';
import * as store from './video.store.ts';

export type TusError = { status_code: number; body: string };
export const fail = (status_code: number, body: string): TusError => ({ status_code, body });

/** The API's JSON error body, for a refusal the client must tell apart (the lease's codes). */
export const failAsJson = (error: HttpError): TusError =>
  fail(
    error.statusCode,
    JSON.stringify({ message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) }),
  );

export interface Requester {
  userId: number;
  lease: ActivityLeaseRequest;
}

export interface Creation {
  refId: string;
  activityId: number;
  questionId: number;
  size: number;
  /** The SHA-256 the client declares for the file (lowercase hex), when it declares one. */
  declared: string | null;
  /** The language the candidate's screen showed the question in, when the client says (D473). */
  language: Language | null;
}

const isRowId = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

/** The creation a request names; a TusError (400) when its length or metadata are unusable. */
export function creationOf(size: number | undefined, meta: Record<string, string | null | undefined>): Creation {
  const refId = meta.ref_id ?? '';
  const activityId = Number(meta.job_step_activity_id);
  const questionId = Number(meta.video_question_id);
  if (!/^[0-9a-f-]{36}$/i.test(refId) || !isRowId(activityId) || !isRowId(questionId)) {
    throw fail(400, 'Upload-Metadata needs ref_id, job_step_activity_id and video_question_id.');
  }
  if (size === undefined || !Number.isSafeInteger(size) || size <= 0) throw fail(400, 'Upload-Length is required.');
  const sha256 = meta.sha256 ?? '';
  return {
    refId,
    activityId,
    questionId,
    size,
    declared: /^[0-9a-f]{64}$/i.test(sha256) ? sha256.toLowerCase() : null,
    language: LANGUAGES.find((l) => l === meta.language) ?? null,
  };
}

/** The creation read from a request's headers (a TusError when they are unusable). */
export function creationOfHeaders(headers: Record<string, string | string[] | undefined>): Creation {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  let meta: Record<string, string | null>;
  try {
    meta = Metadata.parse(header('upload-metadata'));
  } catch {
    throw fail(400, 'Upload-Metadata needs ref_id, job_step_activity_id and video_question_id.');
  }
  const length = header('upload-length');
  return creationOf(length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined, meta);
}

/**
 * Admits the creation inside `trx`: the requester's own video activity, not submitted, a question
 * of it, and this device may write the activity (its lease, as the final submit). Returns the question,
 * with the version of it the candidate read (`shown`, D473).
 */
export async function admitCreation(trx: Db, requester: Requester, c: Creation) {
  let activity;
  try {
    activity = await videoActivityOf(trx, requester.userId, c.refId, c.activityId);
  } catch {
    throw fail(404, 'Activity not found');
  }
  const found = await store.question(trx, c.questionId);
  if (!found || found.job_step_activity_id !== c.activityId) throw fail(404, 'Question not found');
  if (activity.is_completed)
    throw fail(409, 'This activity was already submitted, so its answers can no longer change.');
  try {
    await admitSubmission(trx, { ref_id: c.refId, job_step_activity_id: c.activityId }, requester.lease);
  } catch (error) {
    throw error instanceof HttpError ? failAsJson(error) : error;
  }
  const defaultLanguage = LANGUAGES.find((l) => l === activity.default_language) ?? 'en';
  return { ...found, shown: shownVersion(found, c.language, defaultLanguage) };
}

/**
 * The question's version the candidate read (D473): in the language their screen showed, the
 * company's version in it, else the default language's, as the page picks it (companyText); null
 * when the client did not say its language.
 */
export function shownVersion(
  question: { text: string; text_i18n: unknown },
  language: Language | null,
  defaultLanguage: Language,
): { shown_language: Language; shown_text: string } | null {
  if (language === null) return null;
  const picked = pickText(allVersions(question.text, question.text_i18n, defaultLanguage), language, defaultLanguage);
  return { shown_language: picked.language, shown_text: picked.text || question.text };
}
