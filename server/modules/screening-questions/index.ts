/** The screening-questions module's face (D352): what code outside its folder may use. */
export { sweepAnswerFiles } from './screening-files.service.ts';
