/** Single sign-on in the browser (seed 000 section 4), zod-free. */
export const SSO_SCOPES = 'openid profile email offline_access';
export const SSO_CALLBACK_PATH = '/okta/callback';
/** Seconds before expiry at which the browser renews the provider's tokens. */
export const SSO_EARLY_EXPIRY_SECONDS = 120;
