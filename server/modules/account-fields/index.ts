/** The account-fields module's face (D352): what code outside its folder may use. */
export { defaultLanguageOf, listFields } from './account-fields.store.ts';
