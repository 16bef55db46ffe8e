/**
 * The audit-log module's face (D352): what code outside its folder may use. The CSV's words for each
 * kind of entry, which the staff screen's catalog must say alike (src/features/audit-log's test).
 */
export { auditEntryWords, auditEventWords, LABELLED_AUDIT_EVENTS, LABELLED_METHODS } from './audit-event-labels.ts';
