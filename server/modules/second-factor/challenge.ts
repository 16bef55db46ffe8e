/**
 * The short-lived signed token that ties a sign-in's two steps (a passkey registration's two
 * calls, a step-up's passkey options and answer) together. Its own key, never the access tokens': a challenge is no bearer token (D204).
 */
import { SignJWT, jwtVerify } from 'jose';
import { SECOND_FACTOR_CHALLENGE_SECONDS } from '../../../contracts/second-factor-limits.ts';

export type ChallengePurpose = 'sign-in' | 'passkey-registration' | 'step-up' | 'step-up-sso';

export interface ChallengeClaims {
  userId: number;
  purpose: ChallengePurpose;
  /** The WebAuthn challenge the browser must sign, when a passkey may answer. */
  webauthn?: string;
  /** The nonce the identity provider's ID token must carry, for a step-up there (D286). */
  nonce?: string;
  /** When it was issued (seconds since the epoch), as read back. */
  issuedAt?: number;
}

export interface ChallengeKeeper {
  issue(claims: ChallengeClaims): Promise<string>;
  /** The claims of a valid, unexpired token of this purpose; undefined otherwise. */
  read(token: string, purpose: ChallengePurpose): Promise<ChallengeClaims | undefined>;
}

export function challengeKeeper(secret: string): ChallengeKeeper {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, purpose, webauthn, nonce }) =>
      new SignJWT({ purpose, ...(webauthn ? { webauthn } : {}), ...(nonce ? { nonce } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${SECOND_FACTOR_CHALLENGE_SECONDS}s`)
        .sign(key),
    async read(token, purpose) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.purpose !== purpose || !Number.isInteger(userId)) return undefined;
        const webauthn = typeof payload.webauthn === 'string' ? payload.webauthn : undefined;
        const nonce = typeof payload.nonce === 'string' ? payload.nonce : undefined;
        return {
          userId,
          purpose,
          ...(webauthn ? { webauthn } : {}),
          ...(nonce ? { nonce } : {}),
          ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
        };
      } catch {
        return undefined;
      }
    },
  };
}
