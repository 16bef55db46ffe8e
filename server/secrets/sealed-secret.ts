/**
 * Outside-service secrets sealed at rest with AES-256-GCM (Node's crypto; D265). A sealed value
 * reads `assay-sealed:1:<key id>:<iv>:<tag>:<ciphertext>` (base64url), bound to its column and
 * owner (the GCM additional data), so a value copied to another company's row does not open.
 * Stores hand a `SealedSecret` around; only the code that calls the outside service reveals it.
 * An empty secret (none given) stays empty.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inspect } from 'node:util';
import { readConfig } from '../config.ts';
import {
  loadKeyring,
  readKeyFile,
  SecretKeyError,
  secretKeySource,
  type SecretKey,
  type SecretKeyring,
} from './secret-keys.ts';

export const SEALED_PREFIX = 'assay-sealed:1:';

let installed: SecretKeyring | undefined;

/** Uses these keys in this process (start-up, the rotation command, tests); undefined forgets them. */
export function useSecretKeys(keyring: SecretKeyring | undefined): void {
  installed = keyring;
}

/** The keys in use: those installed, else the configured ones (ASSAY_SECRETS_KEY, or the key file). */
export function currentKeyring(): SecretKeyring {
  if (!installed) {
    const source = secretKeySource(process.env, readConfig().dataDir);
    const loaded = loadKeyring(source);
    if (!loaded)
      throw new SecretKeyError(
        `No secrets key: set ASSAY_SECRETS_KEY or put the key file at ${source.keyFile} (npm start makes one on first start).`,
      );
    installed = loaded;
  }
  return installed;
}

/** A key file changed since it was read (a rotation ran beside this process) is read again. */
function refreshed(keyring: SecretKeyring): SecretKeyring {
  if (keyring.fileStamp === undefined) return keyring;
  try {
    if (fs.statSync(keyring.source).mtimeMs === keyring.fileStamp) return keyring;
    installed = readKeyFile(keyring.source);
  } catch {
    return keyring;
  }
  return installed;
}

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);

/** The id of the key a stored value was sealed with, or undefined for an empty or unsealed value. */
export function sealedKeyId(stored: string): string | undefined {
  return isSealed(stored) ? stored.slice(SEALED_PREFIX.length).split(':')[0] : undefined;
}

export function sealText(plain: string, context: string, key: SecretKey = refreshed(currentKeyring()).current): string {
  if (plain === '') return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `${SEALED_PREFIX}${key.id}:${parts.join(':')}`;
}

export function openText(stored: string, context: string, keyring: SecretKeyring = currentKeyring()): string {
  if (stored === '') return '';
  if (!isSealed(stored)) throw new SecretKeyError(`The stored secret of ${context} is not sealed.`);
  const [id = '', iv = '', tag = '', body = ''] = stored.slice(SEALED_PREFIX.length).split(':');
  let key = keyring.readable.get(id);
  if (!key && keyring.fileStamp !== undefined) key = refreshed(keyring).readable.get(id);
  if (!key)
    throw new SecretKeyError(
      `The secret of ${context} was sealed with key ${id}, which ${keyring.source} does not hold (it holds ${[...keyring.readable.keys()].join(', ')}).`,
    );
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretKeyError(
      `The secret of ${context} does not open with key ${id}: the key or the stored value was changed.`,
    );
  }
}

/** What a store reads from a sealed column: revealed only where the outside service is called. */
export class SealedSecret {
  readonly #stored: string;
  readonly #context: string;

  private constructor(stored: string, context: string) {
    this.#stored = stored;
    this.#context = context;
  }

  static fromStored(stored: string, context: string): SealedSecret {
    return new SealedSecret(stored, context);
  }

  /** The column's value for `context`: a kept secret of the same row as it was, anything else sealed now. */
  static toStored(value: string | SealedSecret, context: string): string {
    if (value instanceof SealedSecret)
      return value.#context === context ? value.#stored : sealText(value.reveal(), context);
    return sealText(value, context);
  }

  get isEmpty(): boolean {
    return this.#stored === '';
  }

  reveal(): string {
    return openText(this.#stored, this.#context);
  }

  toJSON(): string {
    return '[sealed]';
  }

  [inspect.custom](): string {
    return 'SealedSecret [sealed]';
  }
}
