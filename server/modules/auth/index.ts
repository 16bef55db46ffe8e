/**
 * The sign-in module's face (D331): what other modules, the job worker and the seed may take from
 * server/modules/auth/. Outside this folder only this file is imported (dependency-cruiser's
 * `module-face` rule); the app registers `registerAuthRoutes` from auth.routes.ts itself, since a
 * face that re-exported the routes would close a cycle (second-factor -> auth's face -> auth.routes
 * -> second-factor).
 */
export { AuthService, SESSION_HINT_COOKIE, assertPasswordRule, mailPasswordReset } from './auth.service.ts';
export { passwordHashOf, revokeAllExceptFamily, revokeAllForUser, setPasswordHash } from './auth.store.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { mailSecurityNotice, type SecurityChange } from './security-notice.ts';
export { PASSWORD_RESET_JOB, passwordResetHandler } from './password-reset.jobs.ts';
