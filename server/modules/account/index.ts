/** The account module's face (D352): what code outside its folder may use. */
export { loadAccount } from './account.store.ts';
