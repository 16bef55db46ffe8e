/** The camera-check module's face (D352): what code outside its folder may use (server/app.ts registers the routes). */
export { consentOf } from './camera-check.store.ts';
