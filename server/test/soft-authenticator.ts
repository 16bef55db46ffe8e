/**
 * A software passkey for API tests: answers WebAuthn registration and sign-in as a browser with
 * a platform authenticator would (ES256, "none" attestation), for whichever origin it is told.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  /**
   * `counter: 'zero'`: signs every answer with counter 0, as most synced passkeys (iCloud Keychain,
   * Google Password Manager) do, so a relying party cannot tell a replayed answer by its counter.
   */
  constructor(
    private readonly rpId: string,
    private readonly options: { counter?: 'counting' | 'zero' } = {},
  ) {}

  private coseKey(): Uint8Array {
    const jwk = (this.keys.publicKey as KeyObject).export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return isoCBOR.encode(key);
  }

  private authData(withCredential: boolean, isUserVerified = true): Buffer {
    if (this.options.counter !== 'zero') this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    // UP, UV when the device checked who holds it, and AT when a credential is attached.
    const flags = Buffer.from([(withCredential ? 0x40 : 0) | (isUserVerified ? 0x04 : 0) | 0x01]);
    const parts = [sha256(this.rpId), flags, counter];
    if (withCredential) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  register(options: { challenge: string }, origin: string) {
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(true)],
      ]) as never,
    );
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(Buffer.from(clientData)),
        attestationObject: b64(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * `userHandle`: the user id the registration gave, as a discoverable passkey returns it.
   * `isUserVerified: false`: a device that checked presence only (no PIN, no biometrics).
   */
  signIn(
    options: { challenge: string },
    origin: string,
    { userHandle, isUserVerified = true }: { userHandle?: string; isUserVerified?: boolean } = {},
  ) {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }));
    const authData = this.authData(false, isUserVerified);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(userHandle ? { userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
