/**
 * Reads the bearer access token into `request.auth`, then checks each endpoint's auth level
 * against the user loaded fresh from the database (a revoked role takes effect at once).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import type { AuthLevel } from '../../contracts/endpoint.ts';
import { HttpError, forbidden, unauthenticated } from './http-error.ts';
import { SecondFactorErrorCode } from '../../contracts/second-factor-codes.ts';
import { loadUser, type LoadedUser } from '../db/signed-in-user.store.ts';
import type { Db } from '../db/database.ts';

export interface AuthClaims {
  userId: number;
  /** When the access token was issued, in seconds since the epoch. */
  issuedAt?: number;
  /**
   * The session (refresh-token family) the token was issued for: the token is refused once that
   * session ends (sign-out, password change or reset, deactivation), not 15 minutes later (D203).
   */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthClaims | undefined;
    currentUser: LoadedUser | undefined;
  }
}

export interface TokenSigner {
  sign(userId: number, sessionId?: string): Promise<string>;
  verify(token: string): Promise<AuthClaims | undefined>;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function jsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The claims of an HS256 token this server signed with `key`, or undefined: the signature is
 * checked first (HMAC-SHA256 with node:crypto, compared in constant time against its one canonical
 * base64url spelling), then the header must say alg HS256 and nothing critical, and the token must
 * carry a numeric exp still in the future (and any nbf past). The same checks as jose's jwtVerify
 * with algorithms ['HS256'], done synchronously: WebCrypto's async HMAC cost several times more CPU
 * per request (D127).
 */
export function verifyHs256(
  token: string,
  key: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const head = jsonPart(header);
  if (!head || head.alg !== 'HS256' || 'crit' in head) return undefined;
  const claims = jsonPart(payload);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return undefined;
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return undefined;
  return claims;
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const hmacKey = Buffer.from(key);
  return {
    sign: (userId, sessionId) =>
      new SignJWT(sessionId === undefined ? {} : { sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const payload = verifyHs256(token, hmacKey);
      if (!payload || typeof payload.sub !== 'string') return undefined;
      const userId = Number(payload.sub);
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return undefined;
      return Number.isInteger(userId)
        ? {
            userId,
            ...(payload.iat === undefined ? {} : { issuedAt: payload.iat as number }),
            ...(payload.sid === undefined ? {} : { sessionId: payload.sid as string }),
          }
        : undefined;
    },
  };
}

export function installAuthContext(app: FastifyInstance, signer: TokenSigner): void {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('currentUser', undefined);
  app.decorateRequest('companyId', undefined);
  app.decorateRequest('staffJob', undefined);
  app.decorateRequest('staffApplication', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) request.auth = await signer.verify(header.slice(7));
  });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): LoadedUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

export async function checkAuthLevel(db: Db, request: FastifyRequest, level: AuthLevel): Promise<void> {
  if (request.auth)
    request.currentUser = await loadUser(db, request.auth.userId, request.auth.issuedAt, request.auth.sessionId);
  if (level === 0) return;
  const user = request.currentUser;
  if (!user) throw unauthenticated();
  if (level === 1) return;
  if (user.second_factor_setup_required) throw secondFactorSetupRequired();
  if (user.is_jf_admin) return;
  if (level === 3) throw forbidden();
  if (user.roles.length === 0) throw forbidden();
}

/** A session that must add a second factor first reaches no staff endpoint (D204). */
const secondFactorSetupRequired = () =>
  new HttpError(
    403,
    SecondFactorErrorCode.secondFactorSetupRequired,
    'Your company requires a second factor. Set one up to continue.',
  );
