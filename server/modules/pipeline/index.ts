/** The pipeline module's face (D352): what code outside its folder may use. */
export { boardCardsQuery } from './pipeline.store.ts';
export { stageSince } from './stage-sql.ts';
