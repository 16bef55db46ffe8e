/**
 * The `redirect` search parameter comes from the address bar, so anyone can craft it. Only a path
 * on this site is followed; anything that could leave the site, or loop back into signing in or
 * out, is ignored.
 */
const PLACEHOLDER_ORIGIN = 'https://assay.invalid';
const AUTH_PATHS = ['/login', '/log-in', '/logout', '/create-account', '/request-password-reset', '/reset-password'];

function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.some((path) => pathname === path || pathname.startsWith(path + '/'));
}

export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers read a backslash as a slash (`/\evil.example`), and control characters are stripped.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (isAuthPath(pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}
