/** The question set on the server: answered through the shared attempts (user-response), nothing of its own yet (server/modules/activity/server-kind.ts). */
import { questionSetKind } from '../../../contracts/question-set-kind.ts';
import { defineServerKind } from '../activity/index.ts';

export const questionSetServerKind = defineServerKind({
  kind: questionSetKind,
  applying: {
    minutes: 5,
  },
});
