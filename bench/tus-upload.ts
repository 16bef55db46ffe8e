/**
 * tus upload figures (docs/benchmarks.md): a 50 MB answer uploaded through
 * /api/tus/videos/ on loopback (MB/s, one PATCH and 256 KB-chunked like the browser), and the
 * resume cost after a cut at 50% (bytes sent twice, extra time against an uncut upload). Writes
 * bench/results/tus-upload.json.
 *
 *   node --import tsx bench/tus-upload.ts                 # starts its own server on a fresh data folder
 *   BASE_URL=http://127.0.0.1:3211 node --import tsx bench/tus-upload.ts   # against a running server
 *   node --import tsx bench/tus-upload.ts --mb 50 --runs 3
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { mp4Bytes } from '../server/test/video-fixtures.ts';
import { signUpOverHttp } from '../server/test/sign-up.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const MB = Number(arg('mb') ?? 50);
const RUNS = Number(arg('runs') ?? 3);
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
const PASSWORD = 'Assay-demo-1';

/** What the server printed: without SMTP_URL, the sign-up codes (D242). */
let output = '';

async function startServer(): Promise<{ base: string; stop(): void }> {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL, stop: () => undefined };
  const port = Number(process.env.PORT ?? 3219);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-bench-tus-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000',
      JOB_WORKER: '0',
      STATIC_DIR: path.join(dataDir, 'none'),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
    },
  };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function candidate(
  base: string,
): Promise<{ token: string; refId: string; activityId: number; questionId: number }> {
  const email = `bench-tus-${Date.now()}-${Math.floor(Math.random() * 1e6)}@assay.test`;
  const created = await json<{ token: string; user: { user_id: number } }>(
    await signUpOverHttp(
      base,
      { first_name: 'Bench', last_name: 'Tus', email, password: PASSWORD, password_confirmation: PASSWORD },
      () => output,
    ),
  );
  const auth = { authorization: `Bearer ${created.token}`, 'content-type': 'application/json' };
  const { ref_id } = await json<{ ref_id: string }>(
    await fetch(`${base}/api/user/v1/progress-tracker/user/${created.user.user_id}/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ job_uuid: OPEN_JOB }),
    }),
  );
  const tracker = await json<{ steps: { activities: { job_step_activity_id: number; activity_type: string }[] }[] }>(
    await fetch(`${base}/api/user/v1/progress-tracker/${ref_id}/`, { headers: auth }),
  );
  const activityId = tracker.steps
    .flatMap((s) => s.activities)
    .find((a) => a.activity_type === 'video')!.job_step_activity_id;
  const questions = await json<{ questions: { video_question_id: number; max_retakes: number | null }[] }>(
    await fetch(`${base}/api/user-response/v1/video-questions/job_step_activity/${activityId}/ref/${ref_id}/`, {
      headers: auth,
    }),
  );
  const unlimited = questions.questions.find((q) => q.max_retakes === null)!;
  return { token: created.token, refId: ref_id, activityId, questionId: unlimited.video_question_id };
}

interface Leg {
  url: string | null;
  sent: number;
  ms: number;
  status: string | undefined;
}

/** One tus-js-client upload; `cutAt` aborts it once that many bytes were sent. */
function upload(
  base: string,
  who: Awaited<ReturnType<typeof candidate>>,
  bytes: Buffer,
  opts: { chunkSize?: number; cutAt?: number; uploadUrl?: string } = {},
): Promise<Leg> {
  const started = performance.now();
  let sent = 0;
  return new Promise((resolve, reject) => {
    const up: Upload = new Upload(bytes, {
      endpoint: `${base}/api/tus/videos/`,
      uploadUrl: opts.uploadUrl ?? null,
      chunkSize: opts.chunkSize ?? Infinity,
      retryDelays: null,
      storeFingerprintForResuming: false,
      headers: { Authorization: `Bearer ${who.token}` },
      metadata: {
        ref_id: who.refId,
        job_step_activity_id: String(who.activityId),
        video_question_id: String(who.questionId),
        duration: '30',
      },
      onProgress: (bytesSent) => {
        sent = bytesSent;
        if (opts.cutAt !== undefined && bytesSent >= opts.cutAt) {
          void up
            .abort(false)
            .then(() => resolve({ url: up.url, sent, ms: performance.now() - started, status: 'cut' }));
        }
      },
      onSuccess: ({ lastResponse }) =>
        resolve({ url: up.url, sent, ms: performance.now() - started, status: lastResponse.getHeader('Video-Status') }),
      onError: reject,
    });
    up.start();
  });
}

async function offsetOf(url: string, token: string): Promise<number> {
  const res = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
  });
  return Number(res.headers.get('upload-offset'));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mbps = (bytes: number, ms: number) => bytes / 1024 / 1024 / (ms / 1000);

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const bytes = mp4Bytes(30, MB * 1024 * 1024);
    const who = await candidate(server.base);
    const whole: number[] = [];
    const chunked: number[] = [];
    const chunked1mb: number[] = [];
    const resumes: { extraBytes: number; extraMs: number; totalMs: number; offset: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const a = await upload(server.base, who, bytes);
      if (a.status !== 'ready') throw new Error(`upload not ready: ${a.status}`);
      whole.push(a.ms);
      const b = await upload(server.base, who, bytes, { chunkSize: 256 * 1024 });
      chunked.push(b.ms);
      chunked1mb.push((await upload(server.base, who, bytes, { chunkSize: 1024 * 1024 })).ms);
      // Cut at 50%, then a new client resumes from the server's offset (HEAD).
      const first = await upload(server.base, who, bytes, { cutAt: bytes.length / 2 });
      await new Promise((r) => setTimeout(r, 1000));
      const offset = await offsetOf(first.url!, who.token);
      const resumeStart = performance.now();
      const second = await upload(server.base, who, bytes, { uploadUrl: first.url! });
      const secondMs = performance.now() - resumeStart;
      if (second.status !== 'ready') throw new Error(`resumed upload not ready: ${second.status}`);
      const totalSent = first.sent + (bytes.length - offset);
      resumes.push({
        extraBytes: totalSent - bytes.length,
        extraMs: first.ms + secondMs - a.ms,
        totalMs: first.ms + secondMs,
        offset,
      });
    }
    const size = bytes.length;
    const report = {
      file_mb: MB,
      runs: RUNS,
      one_patch: { median_ms: Math.round(median(whole)), mb_per_s: Number(mbps(size, median(whole)).toFixed(1)) },
      chunked_256kb: {
        median_ms: Math.round(median(chunked)),
        mb_per_s: Number(mbps(size, median(chunked)).toFixed(1)),
      },
      chunked_1mb: {
        median_ms: Math.round(median(chunked1mb)),
        mb_per_s: Number(mbps(size, median(chunked1mb)).toFixed(1)),
      },
      resume_after_cut_at_50pct: {
        median_server_offset_mb: Number((median(resumes.map((r) => r.offset)) / 1024 / 1024).toFixed(2)),
        // Bytes the client had counted as sent beyond the server's offset at the cut (sent twice).
        median_extra_bytes: median(resumes.map((r) => r.extraBytes)),
        median_extra_ms_vs_uncut: Math.round(median(resumes.map((r) => r.extraMs))),
        median_total_ms: Math.round(median(resumes.map((r) => r.totalMs))),
      },
      node: process.version,
      cpus: os.cpus().length,
    };
    console.log(JSON.stringify(report, null, 2));
    const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'results', 'tus-upload.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  } finally {
    server.stop();
  }
}

await main();
