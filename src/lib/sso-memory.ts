/**
 * What the browser remembers about single sign-on (seed 000 section 3, authType; D121): that this
 * device signs in through a provider (so the route guard sends a signed-out visit there instead of
 * to /login), which provider, and the route to return to after the provider's callback. Tiny and
 * free of oidc-client-ts: the route guard of every page reads it.
 */
const AUTH_TYPE_KEY = 'assay.auth-type';
const PROVIDER_KEY = 'assay.sso.provider';
const ROUTE_KEY = 'assay.sso.route';
const INTERVIEW_KEY = 'assay.sso.interview-redirect';

export interface SsoProvider {
  issuer: string;
  client_id: string;
}

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private modes): single sign-on then starts from the login form each time.
  }
}

/** The provider this device signs in through, when the last sign-in here was single sign-on. */
export function rememberedSsoProvider(): SsoProvider | undefined {
  return read(AUTH_TYPE_KEY) === 'sso' ? savedSsoProvider() : undefined;
}

/** The provider of the last single sign-on started here (the callback needs it before the auth type is set). */
export function savedSsoProvider(): SsoProvider | undefined {
  try {
    const value = JSON.parse(read(PROVIDER_KEY) ?? 'null') as Partial<SsoProvider> | null;
    return value?.issuer && value.client_id ? { issuer: value.issuer, client_id: value.client_id } : undefined;
  } catch {
    return undefined;
  }
}

export function rememberSsoProvider(provider: SsoProvider): void {
  write(PROVIDER_KEY, JSON.stringify({ issuer: provider.issuer, client_id: provider.client_id }));
}

export function setAuthType(type: 'sso' | 'password'): void {
  write(AUTH_TYPE_KEY, type === 'sso' ? 'sso' : undefined);
}

export function isSsoAuthType(): boolean {
  return read(AUTH_TYPE_KEY) === 'sso';
}

/** Saves where to go after the provider's callback; an interview link is kept apart (it wins). */
export function saveIntendedRoute(path: string | undefined): void {
  if (!path) return;
  if (path.startsWith('/interview/')) write(INTERVIEW_KEY, path);
  else write(ROUTE_KEY, path);
}

/** The saved interview redirect, else the saved route; both are used up. */
export function takeIntendedRoute(): string | undefined {
  const interview = read(INTERVIEW_KEY);
  const route = read(ROUTE_KEY);
  write(INTERVIEW_KEY, undefined);
  write(ROUTE_KEY, undefined);
  return interview ?? route;
}

/** Drops the provider's tokens kept by oidc-client-ts (signing out); the provider and the auth type stay. */
export function forgetSsoTokens(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('oidc.')) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
