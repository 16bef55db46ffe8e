/** The job-postings module's face (D352): what code outside its folder may use. */
export { applySourceId } from './apply-source.ts';
export { careerSlugFor } from './career-slug.ts';
export { cleanDescription } from './description-html.ts';
