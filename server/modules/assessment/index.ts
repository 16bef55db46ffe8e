/** The assessment module's face (D352): what code outside its folder may use. */
export { preferText, readAttributeNames, readContent } from './assessment.store.ts';
