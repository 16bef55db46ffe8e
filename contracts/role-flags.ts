// Below endpoint.ts and permissions.ts, which name flags; user.ts re-exports them.
/** The role flags of seed 000 section 3; a flag applies if any role for the account has it. */
export const ROLE_FLAGS = [
  'all_employee_access',
  'company_settings_access',
  'full_access',
  'job_profile_access',
  'performance_access',
  'private_data_access',
  'company_dashboard_access',
  'smartreq_access',
  'all_pathways_access',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
