/**
 * Reads the bearer access token into `request.auth`, then checks each endpoint's auth level
 * against the user loaded fresh from the database (a revoked role takes effect at once).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthLevel } from '../../contracts/endpoint.ts';
import { forbidden, unauthenticated } from './http-error.ts';
import { loadUser, type LoadedUser } from '../modules/user/user.store.ts';
import type { Db } from '../db/database.ts';

export interface AuthClaims {
  userId: number;
  /** When the access token was issued, in seconds since the epoch. */
  issuedAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthClaims | undefined;
    currentUser: LoadedUser | undefined;
  }
}

export interface TokenSigner {
  sign(userId: number): Promise<string>;
  verify(token: string): Promise<AuthClaims | undefined>;
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId)).setIssuedAt().setExpirationTime(`${ttlSeconds}s`).sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        return Number.isInteger(userId) ? { userId, ...(payload.iat === undefined ? {} : { issuedAt: payload.iat }) } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export function installAuthContext(app: FastifyInstance, signer: TokenSigner): void {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('currentUser', undefined);
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
  if (request.auth) request.currentUser = await loadUser(db, request.auth.userId, request.auth.issuedAt);
  if (level === 0) return;
  const user = request.currentUser;
  if (!user) throw unauthenticated();
  if (level === 1 || user.is_jf_admin) return;
  if (level === 3) throw forbidden();
  if (user.roles.length === 0) throw forbidden();
}
