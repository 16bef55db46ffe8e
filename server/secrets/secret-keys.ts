/**
 * The keys that seal outside-service secrets at rest (D265): ASSAY_SECRETS_KEY (base64 of 32
 * bytes) with ASSAY_SECRETS_OLD_KEYS still readable, or else a key file (ASSAY_SECRETS_KEY_FILE,
 * by default DATA_DIR/secrets.key): one base64 key a line, the first the current one, the others
 * still readable while a rotation runs. The key never lives in the database or its backups.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEY_FILE_NAME = 'secrets.key';

export interface SecretKey {
  /** The first 8 hex digits of the key's SHA-256: written beside each sealed value. */
  id: string;
  key: Buffer;
}

export interface SecretKeySource {
  /** ASSAY_SECRETS_KEY, when set: the key file is then not read. */
  key: string | undefined;
  oldKeys: string[];
  /** ASSAY_SECRETS_KEY_FILE, or DATA_DIR/secrets.key. */
  keyFile: string;
}

export interface SecretKeyring {
  current: SecretKey;
  /** Every key a value may be opened with, the current one included, by id. */
  readable: Map<string, SecretKey>;
  /** Where the keys came from, for messages: the variable's name or the file's path. */
  source: string;
  /** The key file's modification time when read (a file source only). */
  fileStamp?: number;
}

/** A key that is missing, malformed or not the one a value was sealed with. */
export class SecretKeyError extends Error {}

export function secretKeySource(env: NodeJS.ProcessEnv, dataDir: string): SecretKeySource {
  return {
    key: env.ASSAY_SECRETS_KEY || undefined,
    oldKeys: (env.ASSAY_SECRETS_OLD_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    keyFile: path.resolve(env.ASSAY_SECRETS_KEY_FILE || path.join(dataDir, KEY_FILE_NAME)),
  };
}

export function parseKey(text: string, where: string): SecretKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text.trim()))
    throw new SecretKeyError(
      `${where} is not a secrets key: it must be 32 random bytes in base64 (make one with: openssl rand -base64 32).`,
    );
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

export function newKeyText(): string {
  return randomBytes(32).toString('base64');
}

function ring(keys: SecretKey[], source: string, fileStamp?: number): SecretKeyring {
  return { current: keys[0]!, readable: new Map(keys.map((k) => [k.id, k])), source, fileStamp };
}

/** The keys of a key file's lines: blank lines and `#` comments are skipped. */
export function readKeyFile(file: string): SecretKeyring {
  const lines = keyFileLines(file);
  if (lines.length === 0) throw new SecretKeyError(`The secrets key file ${file} holds no key.`);
  const keys = lines.map((line, i) => parseKey(line, `Line ${i + 1} of ${file}`));
  return ring(keys, file, fs.statSync(file).mtimeMs);
}

/** The configured keys; undefined when neither the variable nor the key file exists. */
export function loadKeyring(source: SecretKeySource): SecretKeyring | undefined {
  if (source.key) {
    const keys = [
      parseKey(source.key, 'ASSAY_SECRETS_KEY'),
      ...source.oldKeys.map((k, i) => parseKey(k, `Key ${i + 1} of ASSAY_SECRETS_OLD_KEYS`)),
    ];
    return ring(keys, 'ASSAY_SECRETS_KEY');
  }
  if (!fs.existsSync(source.keyFile)) return undefined;
  return readKeyFile(source.keyFile);
}

const KEY_FILE_HEADER =
  '# Assay secrets key (D265): the first key seals, every key here opens. Keep a copy apart from\n' +
  '# the database and its backups; without it, the saved outside-service passwords cannot be read.\n';

/** Writes the key file (readable by its owner only) through a temporary file, so no reader sees half of it. */
export function writeKeyFile(file: string, keys: string[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, KEY_FILE_HEADER + keys.map((k) => `${k}\n`).join(''), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** The lines of a key file, keys only, in order. */
export function keyFileLines(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
