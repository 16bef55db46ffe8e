/**
 * How long a plan activity takes a candidate, for the job link's "what applying involves" (D196).
 * A questionnaire knows its own estimate and a skills test its timed sections; the other kinds
 * take the typical time of a candidate on a phone.
 */
const TYPICAL_MINUTES: Record<string, number> = {
  form: 5,
  resume: 2,
  eeoc: 2,
  questions: 5,
  typing_test: 3,
  speed_test: 1,
  video: 5,
  language_test: 20,
  onboarding: 5,
  interview: 30,
  offer: 5,
};
const UNKNOWN_KIND_MINUTES = 5;
/** Reading the instructions and the practice questions before the timed sections. */
const SKILLS_TEST_EXTRA_MINUTES = 5;
const SKILLS_TEST_WITHOUT_SECTIONS_MINUTES = 15;
const QUESTIONNAIRE_WITHOUT_ESTIMATE_MINUTES = 10;

/** Done with the company after applying (a conversation, a signature), so not part of the application's time. */
const LATER_WITH_THE_COMPANY = new Set(['interview', 'offer']);
/** Cannot be done without a connection: booking a slot, signing an offer, measuring the connection itself. */
const NEEDS_CONNECTION = new Set(['interview', 'offer', 'speed_test']);

export interface EstimatedActivity {
  activity_type: string;
  questionnaire_minutes: number | null;
  skills_test_minutes: string | number | null;
}

export function estimatedMinutes(activity: EstimatedActivity): number {
  switch (activity.activity_type) {
    case 'assessment':
      return activity.questionnaire_minutes ?? QUESTIONNAIRE_WITHOUT_ESTIMATE_MINUTES;
    case 'skills_test': {
      const timed = Number(activity.skills_test_minutes ?? 0);
      return timed > 0 ? timed + SKILLS_TEST_EXTRA_MINUTES : SKILLS_TEST_WITHOUT_SECTIONS_MINUTES;
    }
    default:
      return TYPICAL_MINUTES[activity.activity_type] ?? UNKNOWN_KIND_MINUTES;
  }
}

export const isPartOfApplying = (activityType: string): boolean => !LATER_WITH_THE_COMPANY.has(activityType);
export const needsConnection = (activityType: string): boolean => NEEDS_CONNECTION.has(activityType);
