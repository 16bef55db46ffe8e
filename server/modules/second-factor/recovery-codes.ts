/** Recovery codes: 50 random bits each, shown once as XXXXX-XXXXX, kept as sha-256 (D204). */
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../contracts/second-factor-limits.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function oneCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);
}

/** The hash of a code as typed: case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(`assay-recovery:${normalised}`).digest('hex');
}
