/** The question set on the server: answered through the shared attempts (user-response), whose submission its rules check (server/modules/activity/server-kind.ts). */
import { questionSetKind } from '../../../contracts/question-set-kind.ts';
import { defineServerKind } from '../activity/index.ts';
import { assertScreeningSubmission } from './screening-questions.service.ts';

export const questionSetServerKind = defineServerKind({
  kind: questionSetKind,
  applying: {
    minutes: 5,
  },
  // A question activity's answers must meet its rules (required, limits): else 400, nothing submitted (D459).
  answersSubmitted: (db, { jobStepActivityId, answers, refId }) =>
    assertScreeningSubmission(db, jobStepActivityId, answers, refId),
});
