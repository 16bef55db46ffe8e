/** The screening-questions module's face (D352): what code outside its folder may use. */
export { sweepAnswerFiles } from './screening-files.service.ts';
export type { AnswerFileRow } from './screening-files.store.ts';
export { assertScreeningSubmission } from './screening-questions.service.ts';
