/**
 * Opaque tokens: 32 random bytes for a link or a refresh token, kept in the database only as their
 * SHA-256, so a stolen table holds no usable token. Shared by every module that mails a link.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
