/**
 * The error codes of the attempt lease (offline promise 10), apart from its endpoints so that a
 * screen can recognise them without loading the endpoints' schemas.
 */
export const AttemptLeaseErrorCode = {
  /** Another device holds the attempt's lease (or, after it lapsed, has not been taken over yet). */
  attemptLeased: 'attempt_leased',
  /** The attempt was taken over by another device after this one held it. */
  attemptMoved: 'attempt_moved',
} as const;
