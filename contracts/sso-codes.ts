/** Single sign-on error codes (zod-free: the login screen and the callback screen read them). */

export const SsoErrorCode = {
  /** No single sign-on covers this email's domain, or the company turned it off. */
  ssoNotConfigured: 'sso_not_configured',
  /** The ID token failed verification (signature, issuer, audience, expiry, nonce). */
  ssoInvalidToken: 'sso_invalid_token',
  /** The ID token was already used to sign in. */
  ssoTokenReplayed: 'sso_token_replayed',
  /** The identity provider did not assert the email as verified. */
  ssoEmailUnverified: 'sso_email_unverified',
  /** The person exists but is not staff of the company whose single sign-on covers their domain. */
  ssoNotCompanyStaff: 'sso_not_company_staff',
  /** The identity provider (its discovery document or keys) could not be reached. */
  ssoProviderUnavailable: 'sso_provider_unavailable',
  /** The company requires single sign-on for this email's domain. */
  ssoRequired: 'sso_required',
  /** A public mail domain (gmail.com...): its addresses belong to no company, so none may claim it. */
  ssoDomainPublic: 'sso_domain_public',
  /** The platform's own domain (its provider admins' and its mail's): no company may claim it. */
  ssoDomainPlatform: 'sso_domain_platform',
  /** Another company has proved it owns the domain. */
  ssoDomainTaken: 'sso_domain_taken',
} as const;
