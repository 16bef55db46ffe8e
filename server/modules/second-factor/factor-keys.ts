/** The keys two-factor sign-in and step-up share: the challenges' signing key and the app secrets' box. */
import type { Db } from '../../db/database.ts';
import { loadOrCreateSecret } from '../../http/server-secret.ts';
import { challengeKeeper, type ChallengeKeeper } from './challenge.ts';
import { secretBox, type SecretBox } from './totp.ts';

export interface FactorKeys {
  keeper: ChallengeKeeper;
  box: SecretBox;
}

const loaded = new WeakMap<Db, Promise<FactorKeys>>();

/** Read (or made) once per database: every service of the process signs and opens with the same keys. */
export function factorKeys(db: Db): Promise<FactorKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = (async () => ({
      keeper: challengeKeeper(await loadOrCreateSecret(db, 'second_factor_challenge_secret')),
      box: secretBox(await loadOrCreateSecret(db, 'second_factor_secret_key')),
    }))();
    // A failed read is tried again by the next request, not remembered.
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}
