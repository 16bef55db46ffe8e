/** The questionnaire on the server: answered through the shared attempts (user-response); its form, hiring or full, in its settings (server/modules/activity/server-kind.ts, D291). */
import { questionnaireKind } from '../../../contracts/assessment-kind.ts';
import { defineServerKind } from '../activity/index.ts';

/** A questionnaire without its own estimate (the company's or the provider's `minutes`). */
const WITHOUT_ESTIMATE_MINUTES = 10;

export const questionnaireServerKind = defineServerKind({
  kind: questionnaireKind,
  applying: {
    minutes: (activity) => activity.questionnaire_minutes ?? WITHOUT_ESTIMATE_MINUTES,
  },
  settings: {
    notForKind: 'Only questionnaires take a form.',
    // A new questionnaire asks the hiring form unless the editor chose the full one (D291).
    create: (_db, _accountId, input) => ({ questionnaire_form: input?.form ?? 'hiring' }),
    patch: (input, stored) => ({ ...stored, questionnaire_form: input.form }),
  },
});
