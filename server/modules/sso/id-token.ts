/**
 * Verifies an ID token against its issuer: the discovery document names the key set, jose checks
 * the signature with it, the issuer, the audience (the client id) and the expiry. Key sets are
 * kept per issuer for a while (jose refetches on an unknown key id), so each sign-in does not
 * fetch them again.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface Provider {
  issuer: string;
  clientId: string;
}

/** The provider did not answer (or answered nonsense): a 502 for the caller, not a refusal. */
export class ProviderUnavailable extends Error {}
/** The token is not one this provider issued for this client, or it has expired. */
export class InvalidIdToken extends Error {}

const DISCOVERY_TIMEOUT_MS = 5_000;
const KEY_SET_TTL_MS = 10 * 60_000;
const keySets = new Map<string, { issuer: string; keys: ReturnType<typeof createRemoteJWKSet>; until: number }>();

const TOKEN_FAULTS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

async function keySetOf(configuredIssuer: string) {
  const cached = keySets.get(configuredIssuer);
  if (cached && cached.until > Date.now()) return cached;
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetch(`${configuredIssuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    throw new ProviderUnavailable(
      `The identity provider at ${configuredIssuer} did not answer: ${(error as Error).message}`,
    );
  }
  if (
    typeof document.issuer !== 'string' ||
    typeof document.jwks_uri !== 'string' ||
    !sameIssuer(document.issuer, configuredIssuer)
  ) {
    throw new ProviderUnavailable(`The discovery document of ${configuredIssuer} names another issuer or no key set.`);
  }
  const entry = {
    issuer: document.issuer,
    keys: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: DISCOVERY_TIMEOUT_MS }),
    until: Date.now() + KEY_SET_TTL_MS,
  };
  keySets.set(configuredIssuer, entry);
  return entry;
}

export async function verifyIdToken(token: string, provider: Provider): Promise<JWTPayload> {
  const { issuer, keys } = await keySetOf(provider.issuer);
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience: provider.clientId,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
      clockTolerance: 30,
    });
    return payload;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && TOKEN_FAULTS.has(code)) throw new InvalidIdToken(`${code}: ${(error as Error).message}`);
    throw new ProviderUnavailable(`The key set of ${provider.issuer} could not be read: ${(error as Error).message}`);
  }
}
