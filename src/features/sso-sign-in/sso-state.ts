/**
 * What the browser keeps about single sign-on beyond the auth type (src/lib/sso-memory.ts): the
 * provider, and the route to return to after the provider's callback.
 */
import { SSO_AUTH_TYPE_KEY, usesSso } from '../../lib/sso-memory.ts';

const SSO_KEYS = {
  authType: SSO_AUTH_TYPE_KEY,
  provider: 'assay.sso.provider',
  route: 'assay.sso.route',
  interview: 'assay.sso.interview-redirect',
} as const;

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

/** The provider of the last single sign-on started here (the callback needs it before the auth type is set). */
export function savedSsoProvider(): SsoProvider | undefined {
  try {
    const value = JSON.parse(read(SSO_KEYS.provider) ?? 'null') as Partial<SsoProvider> | null;
    return value?.issuer && value.client_id ? { issuer: value.issuer, client_id: value.client_id } : undefined;
  } catch {
    return undefined;
  }
}

/** The provider this device signs in through, when the last sign-in here was single sign-on. */
export function rememberedSsoProvider(): SsoProvider | undefined {
  return usesSso() ? savedSsoProvider() : undefined;
}

export function rememberSsoProvider(provider: SsoProvider): void {
  write(SSO_KEYS.provider, JSON.stringify({ issuer: provider.issuer, client_id: provider.client_id }));
}

export function setSsoAuthType(): void {
  write(SSO_KEYS.authType, 'sso');
}

/** Saves where to go after the provider's callback; an interview link is kept apart (it wins). */
export function saveIntendedRoute(path: string | undefined): void {
  if (!path) return;
  if (path.startsWith('/interview/')) write(SSO_KEYS.interview, path);
  else write(SSO_KEYS.route, path);
}

/** The saved interview redirect, else the saved route; both are used up. */
export function takeIntendedRoute(): string | undefined {
  const interview = read(SSO_KEYS.interview);
  const route = read(SSO_KEYS.route);
  write(SSO_KEYS.interview, undefined);
  write(SSO_KEYS.route, undefined);
  return interview ?? route;
}
