/** The questionnaire on the server: answered through the shared attempts (user-response), nothing of its own yet (server/modules/activity/server-kind.ts). */
import { questionnaireKind } from '../../../contracts/assessment-kind.ts';
import { defineServerKind } from '../activity/server-kind.ts';

export const questionnaireServerKind = defineServerKind({
  kind: questionnaireKind,
});
