/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is const and cannot be imported under isolatedModules.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a dummy hash when there is none, so an unknown
 * email costs the same time as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Assay-1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
