/**
 * RFC 6238 codes with otplib (SHA-1, 6 digits, 30 s, one step of drift either way). The secret is
 * kept encrypted (AES-256-GCM under a server key); `timeStep` lets the store refuse a code's reuse.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Assay';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, label: string): string {
  return generateURI({ issuer: ISSUER, label, secret });
}

export async function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The time step the code is valid for, or undefined (wrong, malformed or already past `afterStep`). */
export async function acceptedStep(secret: string, code: string, afterStep?: number): Promise<number | undefined> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  try {
    const result = await verify({
      secret,
      token,
      epochTolerance: 30,
      ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? Number(result.timeStep) : undefined;
  } catch {
    return undefined;
  }
}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(serverSecret: string): SecretBox {
  const key = createHash('sha256').update(`second-factor:${serverSecret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
