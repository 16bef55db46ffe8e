/** The job-link module's face (D352): what code outside its folder may use. */
export { sendJobLinkPage } from './job-link-page.ts';
export { jobLinkTexts, kindText } from './job-link-texts.ts';
