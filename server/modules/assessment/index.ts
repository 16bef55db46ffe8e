/** The assessment module's face (D352): what code outside its folder may use. */
export { readAttributeNames } from './assessment.store.ts';
export { preferText, readContent } from '../../db/questionnaire-content.ts';
