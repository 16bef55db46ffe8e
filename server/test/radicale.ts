/**
 * A real CalDAV server for tests: Debian's Radicale, started in a temporary folder (its own
 * config, storage and htpasswd file) on a free port, with one user and one empty calendar made on
 * disk before it starts. `stop()` ends it (a test of a server that is down) and `start()` brings
 * it back on the same port with the same storage; `close()` ends it and removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

export const RADICALE_BIN = '/usr/bin/radicale';

export interface RadicaleServer {
  url: string;
  username: string;
  password: string;
  /** The user's calendar collection, as a full URL ending in a slash. */
  calendarUrl: string;
  /** The .ics files stored in the user's calendar, by file name. */
  storedEvents(): Map<string, string>;
  /** Puts an event straight into the calendar's storage (another application's appointment). */
  addForeignEvent(uid: string, start: Date, end: Date): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function answers(url: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`Radicale did not answer at ${url}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startRadicale(username = 'interviewer', password = 'cal-secret-1'): Promise<RadicaleServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-radicale-'));
  const port = await freePort();
  const storage = path.join(dir, 'storage');
  const calendarDir = path.join(storage, 'collection-root', username, 'interviews');
  fs.mkdirSync(calendarDir, { recursive: true });
  fs.writeFileSync(
    path.join(calendarDir, '.Radicale.props'),
    JSON.stringify({ tag: 'VCALENDAR', 'D:displayname': 'Interviews', 'C:supported-calendar-component-set': 'VEVENT' }),
  );
  fs.writeFileSync(path.join(dir, 'users'), `${username}:${password}\n`);
  const config = path.join(dir, 'config');
  fs.writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${storage}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    const proc = spawn(RADICALE_BIN, ['--config', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child = proc;
    try {
      await answers(`${url}/.web/`);
    } catch (error) {
      proc.kill('SIGKILL');
      throw new Error(`${String(error)}\n${stderr}`);
    }
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };
  await start();
  return {
    url,
    username,
    password,
    calendarUrl: `${url}/${username}/interviews/`,
    storedEvents() {
      return new Map(
        fs
          .readdirSync(calendarDir)
          .filter((name) => name.endsWith('.ics'))
          .map((name) => [name, fs.readFileSync(path.join(calendarDir, name), 'utf8')]),
      );
    },
    addForeignEvent(uid, start, end) {
      const ics = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Elsewhere//Test//EN',
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTAMP:${icsTime(new Date())}`,
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(end)}`,
        'SUMMARY:Dentist',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      fs.writeFileSync(path.join(calendarDir, `${uid}.ics`), ics);
      // Radicale caches a collection's listing by its folder's time; a new file must be seen at once.
      fs.rmSync(path.join(calendarDir, '.Radicale.cache'), { recursive: true, force: true });
    },
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
