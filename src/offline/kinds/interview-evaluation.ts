/**
 * An interviewer's evaluation submitted from the interview station (interview-station.ts). The
 * server keeps the first submission and answers a repeat with it, so a retry after a cut
 * connection stores nothing twice. Accepted: the device forgets the draft. Refused: the draft
 * stays with the server's reason for the interviewer to fix and submit again.
 */
import type * as contract from '../../../contracts/interview.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { submitEvaluation } from '../../lib/api/interview.ts';
import { evaluationDraftKey } from '../interview-station.ts';
import { sendAsQueued, type ActivityKind } from './kind.ts';

export type InterviewEvaluationPayload = BodyOf<typeof contract.submitEvaluation>;

export const interviewEvaluationKind: ActivityKind<
  'interview-evaluation',
  InterviewEvaluationPayload,
  typeof contract.submitEvaluation
> = {
  kind: 'interview-evaluation',
  get endpoint() {
    return submitEvaluation;
  },
  prepare: sendAsQueued,
  stores: ['formDrafts'],
  onSuccess: async (db, sent) => {
    await db.formDrafts.delete(evaluationDraftKey(sent.payload.interview_uuid));
  },
  onRefusal: async (db, sent, refusal) => {
    const key = evaluationDraftKey(sent.payload.interview_uuid);
    const draft = await db.formDrafts.get(key);
    const values = { ...(draft?.values ?? { evaluation: sent.payload }), refusal, queued: false };
    await db.formDrafts.put({ key, values, updatedAt: new Date().toISOString() });
  },
};
