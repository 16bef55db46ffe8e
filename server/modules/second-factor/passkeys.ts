/**
 * Passkeys with @simplewebauthn/server. The relying party is the server's public address
 * (PUBLIC_URL): a passkey made for another site, or an answer signed for another origin, fails.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../config.ts';
import type { PasskeyResponse } from '../../../contracts/second-factor.ts';

export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(config: Config): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

export interface StoredPasskey {
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
}

type Transports = NonNullable<
  Parameters<typeof generateRegistrationOptions>[0]['excludeCredentials']
>[number]['transports'];
const transportsOf = (key: StoredPasskey) => key.transports as Transports;

export async function registrationOptions(
  rp: RelyingParty,
  user: { user_id: number; email: string; first_name: string; last_name: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: 'Assay',
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
    userID: new TextEncoder().encode(`assay-user-${user.user_id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credential_id, transports: transportsOf(key) })),
    // Discoverable, so the same passkey also signs in alone from the sign-in page (D212).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The new credential, or undefined when the answer does not verify (another origin, another challenge). */
export async function verifiedRegistration(rp: RelyingParty, expectedChallenge: string, response: PasskeyResponse) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? response.response.transports ?? []) as string[],
    };
  } catch {
    return undefined;
  }
}

/** `userVerification`: 'required' for a step-up (D262), where the passkey stands in for the password. */
export async function authenticationOptions(
  rp: RelyingParty,
  keys: StoredPasskey[],
  userVerification: 'preferred' | 'required' = 'preferred',
) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({ id: key.credential_id, transports: transportsOf(key) })),
    userVerification,
  });
}

/**
 * Options for a passwordless sign-in: no credentials listed, so the browser offers the site's
 * discoverable passkeys, and user verification required (the passkey stands for both factors).
 */
export async function discoverableOptions(rp: RelyingParty, timeoutSeconds: number) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: timeoutSeconds * 1000 });
}

/**
 * The passkey's new signature counter, or undefined when the answer does not verify.
 * `requireUserVerification`: the answer must say the device checked who holds it (PIN, biometrics).
 */
export async function verifiedAuthentication(
  rp: RelyingParty,
  expectedChallenge: string,
  response: PasskeyResponse,
  key: StoredPasskey,
  requireUserVerification = false,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credential_id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
        counter: Number(key.counter),
        transports: transportsOf(key),
      },
      requireUserVerification,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
