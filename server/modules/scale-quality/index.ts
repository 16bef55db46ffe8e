/** The scale-quality module's face (D352): what code outside its folder may use. */
export { scaleBands, skillsTestBands } from './scale-bands.ts';
