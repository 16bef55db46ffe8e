/** The company-templates module's face (D352): what code outside its folder may use. */
export { countUse, templateById } from './scoring-templates.store.ts';
export { assertNameFree, stillThere, templateChanges } from './template-kit.ts';
