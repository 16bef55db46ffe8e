/** The bias-audit module's face (D352): what code outside its folder may use. */
export { biasAudit, biasAuditSignals } from './bias-audit.service.ts';
export { activityScores, insertPublication } from './bias-audit.store.ts';
export { measureName } from './bias-audit.measure-names.ts';
