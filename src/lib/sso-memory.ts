/**
 * Whether this device signs in through single sign-on (seed 000 section 3, authType; D121), so
 * the route guard sends a signed-out visit to the provider instead of to /login. The rest of what
 * the browser keeps about single sign-on is in src/features/sso-sign-in/sso-state.ts, loaded only
 * when it is used.
 */
export const SSO_AUTH_TYPE_KEY = 'assay.auth-type';

export function usesSso(): boolean {
  try {
    return localStorage.getItem(SSO_AUTH_TYPE_KEY) === 'sso';
  } catch {
    return false;
  }
}
