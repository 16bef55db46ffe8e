/** The legal module's face (D352): what code outside its folder may use. */
export { acceptCurrent } from './legal.service.ts';
