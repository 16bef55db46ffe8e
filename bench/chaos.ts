/* global console, process */
// The chaos test for the candidate's device (D270): many candidates take the demo's
// Work values questionnaire, typing test and (--kinds) the open requisition's screening
// questions, application form, resume, equal-opportunity questions and skills test (two timed
// sections whose countdowns the device keeps), the Spanish language test and the video answers
// (recorded with Chromium's fake camera, kept on the device and uploaded with tus), on phones (Playwright, Debian's chromium-headless-shell,
// 390 px) whose network goes off and on, whose page reloads and whose tab closes mid-activity,
// whose API requests are aborted or whose answers are lost after the server acted, whose writes
// to the server go slow or fail with a 503, whose disk is full for a while (IndexedDB refuses
// writes: the screen must say so, D302), while the
// server itself is killed (SIGKILL) and started again on the same data. At the end what each
// person did is compared with what the server holds (e2e/support/chaos/run.ts; the equal-opportunity
// answers, which no API gives back, in its database once it has stopped, stored.ts): the counts are
// printed, and the exit code is 1 on any loss, duplicate, wrong result or activity a candidate could
// not finish (each says which candidate, which step and what the page showed).
//
//   npx vite build && npm run bench:chaos -- [--seed N] [--candidates 20] [--parallel 3]
//        [--fault-rate 0.25] [--kinds questionnaire,typing,screening] [--faults offline,...] [--no-restart] [--minutes M]
//
// The seed draws every candidate's answers, bursts and faults; it is printed first, and the same
// seed makes the same choices (the network and the server's timing are not drawn).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, READY_LINE, root, SERVER_START_LIMIT_MS } from './support/server.mjs';
import { signUpCodeFromConsole } from '../server/test/sign-up.ts';
import { seeded, seedFrom } from '../e2e/support/chaos/rng.ts';
import { runCandidate, totals, verify, type ActivityKind, type CandidateRun } from '../e2e/support/chaos/run.ts';
import type { Session } from '../e2e/support/chaos/api.ts';
import { verifyStoredEeoc, verifyStoredVideo } from '../e2e/support/chaos/stored.ts';
import { FAULT_KINDS, type FaultKind } from '../e2e/support/chaos/device.ts';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(`npm run bench:chaos -- [options]   (npx vite build first when the browser code changed)
  --seed N           the plan's seed (printed first; a fresh one by default)
  --candidates 20    how many candidates
  --parallel 3       how many at a time
  --fault-rate 0.25  the chance of a fault between two of a person's actions
  --kinds questionnaire,typing   (also: screening, the open requisition's nine screening questions;
                     form, resume and eeoc, its application form, resume and equal-opportunity questions;
                     skills, its skills test's two timed sections; language, the Remote Support
                     Agent's Spanish language test; video, the open requisition's Video
                     introduction: two answers recorded with a fake camera and uploaded)
  --faults a,b       the faults drawn from (default all: ${FAULT_KINDS.join(', ')});
                     a seed drawn before slow-upload and upload-fails came draws its old plan with
                     --faults offline,reload,tab-close,api-abort,response-lost,server-restart
  --no-restart       no server restarts
  --minutes M        start no candidate after M minutes; those started finish and are compared
                     (the summary says how many of the planned ran)
environment: CHAOS_DEBUG=1 prints every screen and fault with its time; STATIC_DIR=<copy of dist/>
  serves a copy, so that a build by someone else on a shared machine does not change the files
  under a running bench; BENCH_PORT=<port>`);
  process.exit(0);
}
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const seed = seedFrom(args);
const CANDIDATES = Number(option('candidates', '20'));
const PARALLEL = Number(option('parallel', '3'));
const FAULT_RATE = Number(option('fault-rate', '0.25'));
const KINDS = option('kinds', 'questionnaire,typing').split(',') as ActivityKind[];
const RESTARTS = !args.includes('--no-restart');
const FAULTS = option('faults', FAULT_KINDS.join(',')).split(',') as FaultKind[];
for (const fault of FAULTS)
  if (!(FAULT_KINDS as readonly string[]).includes(fault)) throw new Error(`--faults: no fault "${fault}"`);
/** No candidate starts after this (Infinity: all of them). */
const MINUTES = Number(option('minutes', 'Infinity'));
/** A restart at most this often, whoever draws it. */
const RESTART_GAP_MS = 20_000;
const PASSWORD = 'Chaos-device-1';

async function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

console.log(
  `chaos: seed ${seed}, ${CANDIDATES} candidates, ${PARALLEL} at a time, fault rate ${FAULT_RATE}, ${KINDS.join(' + ')}${RESTARTS ? ', server restarts' : ''}${Number.isFinite(MINUTES) ? `, none started after ${MINUTES} min` : ''}`,
);

/** The server on one data folder, killed and started again on it. */
class Server {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'assay-chaos-'));
  child?: ChildProcess;
  output = '';
  restarts = 0;
  /** How long each start took until the server was ready, in seconds (the first start, then each restart). */
  readonly startSeconds: number[] = [];
  /** Why the server is down for good (a restart that did not come back twice): no candidate starts after it. */
  down?: string;
  restarting?: Promise<boolean>;
  private lastRestart = 0;
  constructor(readonly port: number) {}
  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const began = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        SEED_DEMO: '1',
        RATE_LIMIT_MAX: '100000',
        MAIL_PLATFORM_RATE_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    // This start's banner, not an earlier one's (a restart keeps the output).
    const from = this.output.length;
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    this.child = child;
    // Ready when the server says so: its banner comes once the database is prepared (migrations,
    // the demo's seed, recovery after a SIGKILL) and it listens. Only SERVER_START_LIMIT_MS bounds the wait:
    // how long that takes depends on the machine's load (three minutes were not enough at load 20-30).
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `the server was not ready within ${SERVER_START_LIMIT_MS / 60_000} min:\n${stderr}\nits last output:\n${this.output.slice(-2000)}`,
            ),
          ),
        SERVER_START_LIMIT_MS,
      );
      const done = (outcome?: Error) => {
        clearTimeout(timer);
        child.stdout!.off('data', onOutput);
        child.off('exit', onExit);
        if (outcome) reject(outcome);
        else resolve();
      };
      const onOutput = () => {
        if (this.output.includes(READY_LINE, from)) done();
      };
      const onExit = (code: number | null, signal: string | null) =>
        done(new Error(`the server exited (${signal ?? code}) before it was ready:\n${stderr}`));
      child.stdout!.on('data', onOutput);
      child.once('exit', onExit);
    });
    await ready;
    this.startSeconds.push((Date.now() - began) / 1000);
  }

  private async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** SIGKILL, then a start on the same data; answers false when one ran less than RESTART_GAP_MS ago. */
  restart = (): Promise<boolean> => {
    if (this.restarting) return this.restarting;
    if (Date.now() - this.lastRestart < RESTART_GAP_MS) return Promise.resolve(false);
    this.restarting = (async () => {
      await this.kill('SIGKILL');
      try {
        await this.start();
      } catch (error) {
        // Once more, from a clean kill; a second failure ends the run with what it printed.
        await this.kill('SIGKILL');
        try {
          await this.start();
        } catch (again) {
          this.down = `${error instanceof Error ? error.message : error}\nthen: ${again instanceof Error ? again.message : again}`;
          throw again;
        }
      }
      this.restarts += 1;
      this.lastRestart = Date.now();
      return true;
    })().finally(() => (this.restarting = undefined));
    return this.restarting;
  };

  /** Stopped as an operator does (SIGTERM), its data kept: the bench then reads its database. */
  async halt(): Promise<void> {
    await this.kill('SIGTERM');
  }

  async stop(): Promise<void> {
    await this.kill('SIGTERM');
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A new candidate signed up as a person does: the form, then the code the server printed (no SMTP_URL). */
  async signUp(email: string): Promise<Session> {
    const headers = { 'content-type': 'application/json', origin: this.base };
    const post = (path: string, body: unknown) =>
      request(`${this.base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    for (let tries = 0; ; tries++) {
      const from = this.output.length;
      const started = await post('/auth/v1/create/', {
        first_name: 'Chaos',
        last_name: 'Candidate',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }).catch(() => undefined);
      let code: string | undefined;
      const deadline = Date.now() + 15_000;
      while (started?.status === 202 && !(code = signUpCodeFromConsole(this.output, email, from) ?? undefined)) {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const confirmed = code
        ? await post('/auth/v1/create/confirm/', { email, code }).catch(() => undefined)
        : undefined;
      if (confirmed?.status === 201) return JSON.parse(confirmed.text).data as Session;
      // A restart in between: once more.
      if (tries >= 5) throw new Error(`sign-up of ${email} failed: ${started?.status} ${confirmed?.status}`);
      await this.restarting;
    }
  }
}

const started = Date.now();
const server = new Server(process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort());
// The server never outlives the script (an interrupted run, a closed pipe).
process.on('exit', () => server.child?.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE'] as const)
  process.on(signal, () => {
    server.child?.kill('SIGKILL');
    rmSync(server.dataDir, { recursive: true, force: true });
    process.exit(130);
  });
await server.start();
const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
  // A camera and microphone for the video answers: Chromium's fake ones, which record real WebM.
  args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});
const master = seeded(seed);
const plans = Array.from({ length: CANDIDATES }, (_, i) => ({ i, rng: master.fork() }));
const runs: CandidateRun[] = [];
const crashes: string[] = [];
let exitCode = 0;
let timedOut = false;
try {
  let next = 0;
  const worker = async () => {
    while (next < plans.length && !server.down) {
      if (Date.now() - started > MINUTES * 60_000) {
        timedOut = true;
        return;
      }
      const { i, rng } = plans[next++]!;
      const email = `chaos-${seed}-${i}@assay.test`;
      try {
        const session = await server.signUp(email);
        const run = await runCandidate(
          browser,
          {
            baseURL: server.base,
            restart: RESTARTS ? server.restart : undefined,
            settled: async () => server.restarting,
          },
          rng,
          { email, password: PASSWORD, session },
          {
            kinds: KINDS,
            faultRate: FAULT_RATE,
            faultKinds: FAULTS,
            log: process.env.CHAOS_DEBUG
              ? (line) => console.log(`    ${i + 1} at ${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`)
              : undefined,
          },
        );
        runs.push(run);
        const faults = Object.entries(run.faults)
          .filter(([, n]) => n > 0)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ');
        for (const [step, error] of [
          ['questionnaire', run.questionnaire?.error],
          ['typing test', run.typing?.error],
          ['screening questions', run.screening?.error],
          ['application form', run.form?.error],
          ['resume', run.resume?.error],
          ['equal opportunity questions', run.eeoc?.error],
          ['skills test', run.skills?.error],
          ['language test', run.language?.error],
          ['video answers', run.video?.error],
        ])
          if (error) console.log(`  candidate ${i + 1}/${CANDIDATES} (${email}), ${step}: ${error}`);
        console.log(
          `  candidate ${i + 1}/${CANDIDATES}: questionnaire ${run.questionnaire ? `${Object.keys(run.questionnaire.choices).length} answers, ${run.questionnaire.submitted ? 'submitted' : 'NOT submitted'}` : '-'}; typing ${run.typing?.screen ?? '-'}${run.screening ? `; screening ${Object.keys(run.screening.choices).length} answers, ${run.screening.submitted ? 'submitted' : 'NOT submitted'}` : ''}${run.form ? `; form ${Object.keys(run.form.values).length} values, ${run.form.submitted ? 'submitted' : 'NOT submitted'}` : ''}${run.resume ? `; resume chosen ${run.resume.chosen}x, ${run.resume.submitted ? 'submitted' : 'NOT submitted'}` : ''}${run.eeoc ? `; equal opportunity ${Object.keys(run.eeoc.choices).length} answers, ${run.eeoc.submitted ? 'submitted' : 'NOT submitted'}, "needs a connection" seen ${run.eeoc.needsConnectionSeen}x` : ''}${run.skills ? `; skills ${Object.keys(run.skills.choices).length} answers, ${Object.values(run.skills.sections).filter((s) => s.runningSeenAt).length} sections run, ${run.skills.submitted ? 'submitted' : 'NOT submitted'}` : ''}${run.language ? `; language ${Object.values(run.language.choices).reduce((n, p) => n + Object.keys(p).length, 0)} answers, ${run.language.submitted ? 'complete' : 'NOT complete'}` : ''}${run.video ? `; video ${Object.values(run.video.takes).reduce((n, t) => n + t.length, 0)} takes sent of ${run.video.recorded} recorded (${run.video.keptInterrupted} interrupted and kept), ${run.video.submitted ? 'submitted' : 'NOT submitted'}` : ''}; faults: ${faults || 'none'}`,
        );
      } catch (error) {
        crashes.push(`${email}: ${error instanceof Error ? error.stack : String(error)}`);
        console.log(
          `  candidate ${i + 1}/${CANDIDATES}: the driver failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, PARALLEL) }, worker));
  await server.restarting?.catch(() => undefined);
  if (server.down)
    throw new Error(`the server did not come back after a restart, twice; no comparison:\n${server.down}`);
  const verdict = await verify(server.base, runs);
  // The equal-opportunity answers, which no one reads back through the API, and the video answers'
  // files by SHA-256: in the server's database, once it has stopped (e2e/support/chaos/stored.ts).
  if (runs.some((run) => run.eeoc?.submitted || run.video?.submitted)) {
    await server.halt();
    await verifyStoredEeoc(server.dataDir, runs, verdict);
    await verifyStoredVideo(server.dataDir, runs, verdict);
  }
  const { faults, injected, aborted, answersLost, signedOut, slowed, failed, keptOpen, storageRefused, storageUntold } =
    totals(runs);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nchaos: seed ${seed}`);
  console.log(
    `  candidates      ${runs.length} of ${CANDIDATES}${crashes.length ? ` (${crashes.length} driver failures)` : ''}${timedOut ? ` (the rest not started: the ${MINUTES}-minute limit)` : ''}`,
  );
  console.log(
    `  faults injected ${injected} (${Object.entries(faults)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(
        ', ',
      )}; server restarts done ${server.restarts}; requests aborted ${aborted}, answers lost on the way back ${answersLost}; writes held back ${slowed}, failed with 503 ${failed}; reloads and tab closes not done while the screen asked to keep the tab ${keptOpen})`,
  );
  console.log(
    `  server starts   ${server.startSeconds.length}, ready after ${server.startSeconds.map((s) => s.toFixed(0)).join(', ')} s`,
  );
  console.log(`  signed out mid-activity ${signedOut} (the person signed in again)`);
  console.log(`  writes the full disk refused ${storageRefused}, not told on the screen ${storageUntold}`);
  console.log(`  answers checked ${verdict.answersChecked}`);
  if (verdict.timersChecked > 0) console.log(`  timers checked  ${verdict.timersChecked} (section starts)`);
  console.log(`  lost            ${verdict.lost}`);
  console.log(`  duplicated      ${verdict.duplicated}`);
  console.log(`  wall time       ${seconds} s`);
  for (const finding of verdict.findings)
    console.log(`  ${finding.problem}: ${finding.email} ${finding.activity}: ${finding.detail}`);
  for (const crash of crashes) console.log(`  driver failure: ${crash}`);
  // Any finding fails the run: a loss, a duplicate, a wrong result, and an activity a candidate
  // could not finish (its step and what the page showed are printed above), as does a driver failure.
  if (verdict.findings.length > 0 || crashes.length > 0) exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(exitCode);
