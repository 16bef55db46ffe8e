/** Error codes of the pathway setup family (contracts/pathway-setup.ts); contracts/error-codes.ts spreads them. */
export const PathwaySetupErrorCode = {
  /** Adding a team member by an email that is not a staff user of the company: "User not found" (seed 000 section 8). */
  userNotFound: 'user_not_found',
  /** The employee has neither a sign-in account nor an email to invite them by. */
  employeeWithoutEmail: 'employee_without_email',
  /** The employee already takes part in the pathway. */
  alreadyParticipant: 'already_participant',
} as const;
