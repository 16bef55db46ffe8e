/** The personal-assessments module's face (D352): what code outside its folder may use. */
export { disabledIds, isEnabled } from './personal-assessments.store.ts';
