/** A questionnaire's (or screening questions') answer: one item's revision; batched per attempt. */
import type * as contract from '../../../contracts/user-response.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { saveAssessmentAnswer } from '../../lib/api/user-response.ts';
import { sendAsQueued, settleAnswer, type ActivityKind } from './kind.ts';

export type AnswerPayload = BodyOf<typeof contract.saveAssessmentAnswer>;

export const answerKind: ActivityKind<'answer', AnswerPayload, typeof contract.saveAssessmentAnswer> = {
  kind: 'answer',
  get endpoint() {
    return saveAssessmentAnswer;
  },
  prepare: sendAsQueued,
  stores: ['answers'],
  onSuccess: (db, sent, result) =>
    settleAnswer(db, sent, { status: 'synced', refusal: undefined, syncedLate: Boolean(result?.synced_late) }),
  onRefusal: (db, sent, refusal) => settleAnswer(db, sent, { status: 'refused', refusal }),
  supersededBy: 'later-revision-of-item',
  batchTarget: (entry) => `${entry.attemptId}|${entry.payload.ref_id}|${entry.payload.job_step_activity_id}`,
};
