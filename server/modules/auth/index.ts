/**
 * The sign-in module's face (D331): credentials and sessions, what other modules, the job worker
 * and the seed may take from server/modules/auth/. Outside this folder only this file is imported
 * (dependency-cruiser's `module-face` rule). The sign-in endpoints that compose it with the second
 * factor and single sign-on live above it, in server/modules/sign-in/ (D404), so auth imports
 * neither second-factor nor sso and both may import auth.
 */
export { AuthService, SESSION_HINT_COOKIE, assertPasswordRule, mailPasswordReset } from './auth.service.ts';
export {
  consumeResetToken,
  endResetTokens,
  findRefreshToken,
  passwordHashOf,
  revokeAllExceptFamily,
  revokeAllForUser,
  setPasswordHash,
} from './auth.store.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { mailSecurityNotice, type SecurityChange } from './security-notice.ts';
export { PASSWORD_RESET_JOB, passwordResetHandler, type PasswordResetJobPayload } from './password-reset.jobs.ts';
export { confirmSignUp, startSignUp } from './sign-up.service.ts';
