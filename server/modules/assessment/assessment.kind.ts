/** The questionnaire on the server: answered through the shared attempts (user-response), nothing of its own yet (server/modules/activity/server-kind.ts). */
import { questionnaireKind } from '../../../contracts/assessment-kind.ts';
import { defineServerKind } from '../activity/server-kind.ts';

/** A questionnaire without its own estimate (the company's or the provider's `minutes`). */
const WITHOUT_ESTIMATE_MINUTES = 10;

export const questionnaireServerKind = defineServerKind({
  kind: questionnaireKind,
  applying: {
    name: { en: 'Questionnaire', es: 'Cuestionario', fr: 'Questionnaire' },
    minutes: (activity) => activity.questionnaire_minutes ?? WITHOUT_ESTIMATE_MINUTES,
  },
});
