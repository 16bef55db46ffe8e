/** The language test activity a route resolved (routes/_applicant/user/-language-test-activity.ts), and where in it the candidate is. */
export interface LanguageActivity {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  /** The part open on screen (vendor_assessment_id), if any. */
  partId?: number;
  /** The question open in that part, from 0. */
  questionIndex: number;
}
