/** A language test's answer (language-test.ts): one item's revision; the newest revision wins. */
import type * as contract from '../../../contracts/language-test.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { saveLanguageAnswer } from '../../lib/api/language-test.ts';
import { markPart } from '../language-test.ts';
import { sendAsQueued, settleAnswer, type ActivityKind } from './kind.ts';

export type LanguageAnswerPayload = BodyOf<typeof contract.saveLanguageAnswer>;

export const languageAnswerKind: ActivityKind<
  'language-answer',
  LanguageAnswerPayload,
  typeof contract.saveLanguageAnswer
> = {
  kind: 'language-answer',
  get endpoint() {
    return saveLanguageAnswer;
  },
  prepare: sendAsQueued,
  stores: ['answers', 'attempts'],
  onSuccess: (db, sent) => settleAnswer(db, sent, { status: 'synced', refusal: undefined }),
  onRefusal: async (db, sent, refusal) => {
    await settleAnswer(db, sent, { status: 'refused', refusal });
    // The part was completed elsewhere: this device stops offering it.
    if (refusal.code === UserResponseErrorCode.attemptSubmitted)
      await markPart(db, sent.attemptId, sent.payload.vendor_assessment_id, {}, 'completed');
  },
  supersededBy: 'later-revision-of-item',
};
