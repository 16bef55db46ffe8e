/**
 * The browser's side of passkeys. Imported only with import() from the sign-in step and the
 * two-factor page, so @simplewebauthn/browser is in no page's first load (D204).
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PasskeyResponse } from '../../../contracts/second-factor.ts';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyResponse> {
  return (await startRegistration({ optionsJSON: options as unknown as RegistrationOptions })) as PasskeyResponse;
}

export async function signWithPasskey(options: Record<string, unknown>): Promise<PasskeyResponse> {
  return (await startAuthentication({ optionsJSON: options as unknown as AuthenticationOptions })) as PasskeyResponse;
}
