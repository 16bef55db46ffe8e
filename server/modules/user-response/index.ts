/** The user-response module's face (D352): what code outside its folder may use. */
export { submittedMessage } from './user-response.service.ts';
