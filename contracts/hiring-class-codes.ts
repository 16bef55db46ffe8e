/**
 * The error codes of hiring classes, apart from their endpoints so that a screen can recognise
 * them without loading the endpoints' schemas.
 */
export const HiringClassErrorCode = {
  /** Every seat of the class is taken. */
  hiringClassFull: 'hiring_class_full',
  /** The class is closed: no one can be added. */
  hiringClassClosed: 'hiring_class_closed',
  /** Only hired applicants of the class's requisition can join it. */
  notHired: 'applicant_not_hired',
} as const;
