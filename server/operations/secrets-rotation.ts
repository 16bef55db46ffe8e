/**
 * `npm run secrets:rotate` (D265): every sealed outside-service secret sealed anew under a new key.
 *
 * With the key file, the command makes the new key and puts it first in the file; the old keys stay
 * below it, so a server still running reads every value while the values move (a running server
 * reads the file again when it changed). `--drop-old` seals anew whatever an old key still holds,
 * then leaves the current key alone in the file.
 * With ASSAY_SECRETS_KEY, the operator sets the new key there and the old one in
 * ASSAY_SECRETS_OLD_KEYS, restarts the servers, runs the command, then removes the old key.
 */
import type { Db } from '../db/database.ts';
import { resealAll, sealedCensus } from '../secrets/sealed-columns.ts';
import { useSecretKeys } from '../secrets/sealed-secret.ts';
import {
  keyFileLines,
  loadKeyring,
  newKeyText,
  readKeyFile,
  SecretKeyError,
  writeKeyFile,
  type SecretKeySource,
} from '../secrets/secret-keys.ts';

export async function rotateSecrets(db: Db, source: SecretKeySource, options: { dropOld: boolean }): Promise<string[]> {
  let keyring = loadKeyring(source);
  if (!keyring)
    throw new SecretKeyError(`No secrets key: set ASSAY_SECRETS_KEY or put the key file at ${source.keyFile}.`);
  const fromFile = keyring.fileStamp !== undefined;
  if (options.dropOld && !fromFile)
    throw new SecretKeyError('The keys come from ASSAY_SECRETS_KEY: remove ASSAY_SECRETS_OLD_KEYS yourself.');
  const previous = keyring.current.id;
  if (fromFile && !options.dropOld) {
    writeKeyFile(source.keyFile, [newKeyText(), ...keyFileLines(source.keyFile)]);
    keyring = readKeyFile(source.keyFile);
  }
  useSecretKeys(keyring);
  const { sealedClear, resealed } = await resealAll(db, keyring, { rotate: true });
  const left = [...(await sealedCensus(db))].filter(([id]) => id !== keyring.current.id);
  if (left.length > 0)
    throw new SecretKeyError(
      `Values still sealed with other keys: ${left.map(([id, n]) => `${n} with ${id}`).join(', ')}.`,
    );
  const lines = [
    `Sealed ${resealed} secret${resealed === 1 ? '' : 's'} anew under key ${keyring.current.id}` +
      (sealedClear ? ` and ${sealedClear} stored in clear` : '') +
      ` (${keyring.source}).`,
  ];
  const old = [...keyring.readable.keys()].filter((id) => id !== keyring.current.id);
  if (options.dropOld) {
    writeKeyFile(source.keyFile, [keyFileLines(source.keyFile)[0]!]);
    lines.push(
      `Removed the old key${old.length === 1 ? '' : 's'} ${old.join(', ') || '(none)'} from ${source.keyFile}.`,
    );
  } else if (fromFile) {
    lines.push(
      `The old key ${previous} stays in ${source.keyFile} so running servers keep reading; once every server has`,
      'restarted, remove it with: npm run secrets:rotate -- --drop-old',
    );
  } else if (old.length > 0) {
    lines.push(`Nothing is sealed with ${old.join(', ')} any more: remove ASSAY_SECRETS_OLD_KEYS.`);
  }
  return lines;
}
