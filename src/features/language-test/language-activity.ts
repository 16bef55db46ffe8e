import type { TextVersions } from '../../../contracts/company-text.ts';
/** The language test activity a route resolved (routes/_applicant/user/-language-test-activity.ts), and where in it the candidate is. */
export interface LanguageActivity {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  /** Every version of the title, so the screen names it in the reader's language (D256). */
  titleVersions?: TextVersions | undefined;
  /** The part open on screen (vendor_assessment_id), if any. */
  partId?: number;
  /** The question open in that part, from 0. */
  questionIndex: number;
}
