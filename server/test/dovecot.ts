/**
 * A real IMAP server for tests: Debian's Dovecot (dovecot-imapd), started in a temporary folder
 * with its own config, users (a passwd-file) and Maildirs, on a free loopback port. It offers
 * STARTTLS with a throwaway self-signed certificate (a client that checks certificates refuses it)
 * and allows a plain sign-in, as an internal mail server may. Mail is delivered the way another
 * mail program files it, by IMAP APPEND as the mailbox's user. Run as root (CI) the mail belongs
 * to Debian's `dovecot` user; run as anyone else, Dovecot runs as them.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { selfSignedCert } from '../../scripts/self-signed-cert.mjs';
import { freePort } from './server-process.ts';

export const DOVECOT_BIN = '/usr/sbin/dovecot';

export interface DovecotServer {
  host: string;
  port: number;
  /** Each user's password, by user name. */
  users: Record<string, string>;
  /** Files a raw message into the user's folder (INBOX by default); its UID. */
  deliver(user: string, raw: string, folder?: string): Promise<number>;
  /** The flags of every message in the user's INBOX, by UID. */
  flags(user: string): Promise<Map<number, string[]>>;
  /** Stops Dovecot, which drops every connection to it, and starts it again on the same port and mail. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

function idsOf(): { uid: number; gid: number; login: string; internal: string } {
  if (process.getuid?.() !== 0) {
    const me = os.userInfo();
    return { uid: me.uid, gid: me.gid, login: me.username, internal: me.username };
  }
  // Debian's package makes these system users.
  const id = (flag: string) => Number(execFileSync('id', [flag, 'dovecot'], { encoding: 'utf8' }).trim());
  const [uid, gid] = [id('-u'), id('-g')];
  return { uid, gid, login: 'dovenull', internal: 'dovecot' };
}

function chownTree(target: string, uid: number, gid: number): void {
  fs.chownSync(target, uid, gid);
  if (fs.statSync(target).isDirectory())
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), uid, gid);
}

async function greets(port: number, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Dovecot did not greet on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface DovecotOptions {
  /** false: the server does not offer IDLE (its capabilities after sign-in leave it out). */
  idle?: boolean;
}

/** Dovecot 2.3's capabilities after sign-in, IDLE left out, for a server that does not offer it. */
const WITHOUT_IDLE =
  'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT THREAD=REFERENCES MULTIAPPEND UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 ESEARCH SEARCHRES WITHIN LIST-STATUS BINARY MOVE LITERAL+';

export async function startDovecot(
  users: Record<string, string>,
  options: DovecotOptions = {},
): Promise<DovecotServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-dovecot-'));
  // Dovecot's own processes (another user when run as root) read the users file and the certificate.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const ids = idsOf();
  const { certFile, keyFile } = selfSignedCert(dir);
  fs.writeFileSync(
    path.join(dir, 'users'),
    Object.entries(users)
      .map(([name, password]) => `${name}:{PLAIN}${password}\n`)
      .join(''),
  );
  const home = path.join(dir, 'home');
  for (const name of Object.keys(users)) fs.mkdirSync(path.join(home, name), { recursive: true });
  chownTree(home, ids.uid, ids.gid);
  const config = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = assay-test-${port}
log_path = /dev/stderr
info_log_path = /dev/null
ssl = yes
ssl_cert = <${certFile}
ssl_key = <${keyFile}
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = no
auth_mechanisms = plain login
${options.idle === false ? `imap_capability = ${WITHOUT_IDLE}\n` : ''}default_login_user = ${ids.login}
default_internal_user = ${ids.internal}
first_valid_uid = ${ids.uid}
first_valid_gid = ${ids.gid}
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${ids.uid} gid=${ids.gid} home=${home}/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  let child: ChildProcess;
  let stderr = '';
  const start = async () => {
    child = spawn(DOVECOT_BIN, ['-F', '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    try {
      await greets(port);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${String(error)}\n${stderr}`);
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null)
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
  };
  await start();

  const asUser = async <T>(user: string, work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user, pass: users[user]! },
      logger: false,
    });
    client.on('error', () => {});
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };

  return {
    host: '127.0.0.1',
    port,
    users,
    deliver: (user, raw, folder = 'INBOX') =>
      asUser(user, async (client) => {
        if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => undefined);
        const appended = await client.append(folder, raw);
        if (!appended || !appended.uid) throw new Error('Dovecot did not say the UID of the appended message');
        return appended.uid;
      }),
    flags: (user) =>
      asUser(user, async (client) => {
        const flags = new Map<number, string[]>();
        await client.mailboxOpen('INBOX', { readOnly: true });
        for await (const message of client.fetch('1:*', { uid: true, flags: true }))
          flags.set(message.uid, [...(message.flags ?? [])]);
        return flags;
      }),
    async restart() {
      await stop();
      await start();
    },
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
