/** The reporting module's face (D352): what code outside its folder may use. */
export { DEFAULT_REPORTING_ROLE, ReportingRoleError, ensureReportingRole } from './reporting-role.ts';
