/** The company-attributes module's face (D352): what code outside its folder may use. */
export { insertAttribute } from './company-attributes.store.ts';
export { callerLanguage, excludedFromHiringError, refuseExcludedWeights } from './hiring-weight-refusal.ts';
