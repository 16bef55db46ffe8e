/**
 * One answer for every use of a provider's ID token (a sign-in, a step-up: D121, D286, D290): the
 * token is the provider's for the company's client (signature, issuer, audience, expiry, and the
 * authorised party when it names several audiences), or it is refused and logged as such; a
 * provider that does not answer is a 502 with the same code and words whatever asked, logged as a
 * warning. The callers decide what a refused token means for them (a 401, a wrong proof).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JWTPayload } from 'jose';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError } from '../../http/http-error.ts';
import { InvalidIdToken, ProviderUnavailable, verifyIdToken, type Provider } from './id-token.ts';

const PROVIDER_UNAVAILABLE_MESSAGE = 'The identity provider did not answer. Please try again in a few minutes.';

/** What the token is for, in the log lines. */
export type IdTokenUse = 'sign-in' | 'step-up';

/** The token's claims, or undefined when the provider did not issue it for this client (logged). */
export async function checkedIdToken(
  idToken: string,
  provider: Provider,
  use: IdTokenUse,
  log: FastifyBaseLogger,
): Promise<JWTPayload | undefined> {
  try {
    const payload = await verifyIdToken(idToken, provider);
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.clientId)
      throw new InvalidIdToken('azp is not our client');
    return payload;
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      log.warn({ issuer: provider.issuer, use, err: error.message }, 'single sign-on provider unavailable');
      throw new HttpError(502, ErrorCode.ssoProviderUnavailable, PROVIDER_UNAVAILABLE_MESSAGE);
    }
    if (error instanceof InvalidIdToken) {
      log.info({ issuer: provider.issuer, use, err: error.message }, 'single sign-on token refused');
      return undefined;
    }
    throw error;
  }
}
