/** The scorecard module's face (D352): what code outside its folder may use. */
export { mayOpen } from './mentions.ts';
