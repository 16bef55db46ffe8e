import type { Language } from '../../../contracts/user.ts';

/** The skills test activity a route resolved (routes/_applicant/user/-skills-test-activity.ts). */
export interface SkillsActivity {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  language: Language;
}
