/**
 * A whole video answer sent through tus for an API test: the creation (Upload-Metadata naming the
 * tracker, activity and question, the file's SHA-256 and any `extra` field: duration, language…),
 * then every byte in one PATCH, which must leave the answer ready. Answers its video_answer_id.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export interface AnswerUpload {
  /** The candidate's bearer token. */
  token: string;
  refId: string;
  activityId: number;
  questionId: number;
  bytes: Buffer;
  extra?: Record<string, string | number>;
}

const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');

export async function uploadReadyAnswer(t: TestApp, u: AnswerUpload): Promise<number> {
  const metadata = Object.entries({
    ref_id: u.refId,
    job_step_activity_id: u.activityId,
    video_question_id: u.questionId,
    sha256: createHash('sha256').update(u.bytes).digest('hex'),
    ...u.extra,
  })
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');
  const created = await t.request({
    method: 'POST',
    url: '/api/tus/videos/',
    token: u.token,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(u.bytes.length), 'upload-metadata': metadata },
  });
  expect(created.statusCode, created.body).toBe(201);
  const patched = await t.app.inject({
    method: 'PATCH',
    url: String(created.headers.location),
    headers: {
      authorization: `Bearer ${u.token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: u.bytes,
  });
  expect(patched.headers['video-status'], patched.body).toBe('ready');
  const uploadId = String(created.headers.location).split('/').filter(Boolean).at(-1)!;
  return (
    await t.db
      .selectFrom('video_answers')
      .select('video_answer_id')
      .where('upload_id', '=', uploadId)
      .executeTakeFirstOrThrow()
  ).video_answer_id;
}
