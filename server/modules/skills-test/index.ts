/** The skills-test module's face (D352): what code outside its folder may use. */
export { readContent } from './skills-test.store.ts';
