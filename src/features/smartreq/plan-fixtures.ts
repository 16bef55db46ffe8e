/** A requisition's plan step with one activity, as the plan's components' tests show it. */
import type { PlanActivity, PlanStep } from '../../../contracts/smartreq.ts';

export const activity: PlanActivity = {
  job_step_activity_id: 31,
  job_step_id: 7,
  activity_type: 'resume',
  title: 'Resume',
  instructions: 'Upload your resume.',
  title_i18n: { es: 'Currículum' },
  instructions_i18n: {},
  asmt_id: null,
  measurement_type_id: null,
  usage_type_id: 1,
  sort_order: 1,
  account_question_ids: [],
  has_responses: false,
  onboarding_form_id: null,
  language_test: null,
  skills_test_id: null,
  typing: null,
  speed_test: null,
  questionnaire: null,
  video_questions: [],
};

export const step: PlanStep = {
  job_step_id: 7,
  job_id: 3,
  name: 'Application',
  name_i18n: { es: 'Solicitud' },
  sort_order: 1,
  usage_type_id: 1,
  activities: [activity],
};
