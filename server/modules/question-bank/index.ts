/** The question-bank module's face (D352): what code outside its folder may use. */
export { readQuestionOptions, usableQuestionIds } from './question-bank.store.ts';
