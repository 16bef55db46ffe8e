/** The applicants module's face (D352): what code outside its folder may use. */
export {
  countQuery,
  listQuery,
  readBoundary,
  type Keyset,
  type ListFilters,
  type ListScope,
} from './applicant-list.store.ts';
export { jobListStatement } from './job-list-page.store.ts';
export { lockTargets, type Target } from './applicants.store.ts';
export { withTargets, type RequestKey } from './bulk-actions.service.ts';
export { mergeValuesFor } from './composed-mail.ts';
export {
  assertRejectionEmail,
  cancelRejectionEmails,
  rejectionEmailHandler,
  sendOrScheduleRejectionEmails,
} from './rejection-email.ts';
export { REJECTION_EMAIL_JOB, rejectionMailWent } from './rejection-email.store.ts';
