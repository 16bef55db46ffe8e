/**
 * A passkey's answer to a challenge of ours (the sign-in's second step, a step-up): it holds when
 * the key is the person's, the signature verifies, and the challenge's one-use nonce was not spent
 * before (D478); then the key's counter is kept.
 */
import type { Db } from '../../db/database.ts';
import type { PasskeyResponse } from '../../../contracts/second-factor.ts';
import { spendNonce } from '../sso/index.ts';
import * as passkeys from './passkeys.ts';
import * as store from './second-factor.store.ts';

export async function passkeyAnswerHolds(
  db: Db,
  rp: passkeys.RelyingParty,
  userId: number,
  challenge: { webauthn?: string | undefined; nonce?: string | undefined },
  response: PasskeyResponse,
  requireUserVerification = false,
): Promise<boolean> {
  if (!challenge.webauthn || !challenge.nonce) return false;
  const key = (await store.passkeysOf(db, userId)).find((k) => k.credential_id === response.id);
  if (!key) return false;
  const counter = await passkeys.verifiedAuthentication(rp, challenge.webauthn, response, key, requireUserVerification);
  if (counter === undefined) return false;
  // A counter that stays 0 cannot tell a replay: the nonce, spent by the first answer that verifies, can.
  if (!(await spendNonce(db, challenge.nonce))) return false;
  await store.passkeyUsed(db, key.passkey_id, counter);
  return true;
}
