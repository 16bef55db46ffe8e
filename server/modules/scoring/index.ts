/** The scoring module's face (D352): what code outside its folder may use. */
export { itemNotAsked, itemsNotAsked, NOT_ASKED_WORDS } from './asked-items.ts';
export {
  refreshApplicationAfterActivity,
  rescoreWholeJob,
  scoreInterview,
  scoreSubmission,
} from './scoring.service.ts';
export { RESCORE_JOB, RESCORE_JOB_HANDLERS, requestJobRescore } from './rescore.jobs.ts';
export { loadJobScoring, screeningQuestionsOf, upsertAttributeScores, usableAttributeIds } from './scoring.store.ts';
