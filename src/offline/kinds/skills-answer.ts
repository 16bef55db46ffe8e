/** A skills test answer (skills-test.ts): the server says whether it was recorded after its section's time. */
import type * as contract from '../../../contracts/skills-test.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { submitQuestion } from '../../lib/api/skills-test.ts';
import { sendAsQueued, settleAnswer, type ActivityKind } from './kind.ts';

export type SkillsAnswerPayload = BodyOf<typeof contract.submitQuestion>;

export const skillsAnswerKind: ActivityKind<'skills-answer', SkillsAnswerPayload, typeof contract.submitQuestion> = {
  kind: 'skills-answer',
  get endpoint() {
    return submitQuestion;
  },
  prepare: sendAsQueued,
  stores: ['answers'],
  onSuccess: (db, sent, result) =>
    settleAnswer(db, sent, {
      status: 'synced',
      refusal: undefined,
      syncedLate: Boolean(result?.synced_late),
      isLate: Boolean(result?.is_late),
    }),
  onRefusal: (db, sent, refusal) => settleAnswer(db, sent, { status: 'refused', refusal }),
  supersededBy: 'later-revision-of-item',
};
