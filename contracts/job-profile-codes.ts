/**
 * The error codes of job profile participant changes, apart from their endpoints so that every
 * page's error table can name them without loading the contract.
 */
export const JobProfileErrorCode = {
  /** Some employee ids are not the company's employees. */
  unknownEmployees: 'unknown_employees',
  /** Some employees are already participants of another profile: move them instead. */
  inAnotherProfile: 'in_another_profile',
  /** Some employee ids are not participants of this profile. */
  notParticipants: 'not_participants',
  /** The profile to move participants to is not one of the company's other profiles. */
  badMoveTarget: 'bad_move_target',
} as const;
