/** The integrity module's face (D352): what code outside its folder may use (server/app.ts registers the routes). */
export { integrityTotals, staffIntegritySignals } from './integrity.service.ts';
