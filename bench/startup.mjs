// Time from `npm start` on an existing data folder to the first answered request.
// A warm-up run creates the data folder (and builds, if needed) and is not counted; then each
// measured run starts `npm start` the way a person does, polls GET /api/openapi.json every
// 50 ms until it answers, and stops the server with Ctrl-C (SIGINT to the process group).
//   node bench/startup.mjs [runs=5]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const PORT = 3197;
const url = `http://127.0.0.1:${PORT}/api/openapi.json`;
const dataDir = mkdtempSync(join(tmpdir(), 'assay-bench-startup-'));

async function answered() {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function startOnce() {
  if (await answered()) throw new Error(`Something already answers on port ${PORT}`);
  const started = performance.now();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => npm.on('exit', resolve));
  let ms;
  for (;;) {
    if (await answered()) {
      ms = performance.now() - started;
      break;
    }
    if (performance.now() - started > 180_000) throw new Error('No answer within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.kill(-npm.pid, 'SIGINT');
  await exited;
  while (await answered()) await new Promise((resolve) => setTimeout(resolve, 50));
  // A run that had to install or build measures that, not the start: it is not counted.
  return { ms, prepared: /^> (Installing|Building)/m.test(output) };
}

try {
  const warmUp = await startOnce();
  console.log(
    `warm-up (creates the data folder${warmUp.prepared ? ', installs or builds' : ''}): ${warmUp.ms.toFixed(0)} ms`,
  );
  const times = [];
  for (let attempt = 0; times.length < runs && attempt < runs * 3; attempt += 1) {
    const { ms, prepared } = await startOnce();
    if (prepared) {
      console.log(`a run that rebuilt (sources changed meanwhile): ${ms.toFixed(0)} ms, not counted`);
      continue;
    }
    times.push(ms);
    console.log(`run ${times.length}: ${ms.toFixed(0)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `median ${median.toFixed(0)} ms, range ${sorted[0].toFixed(0)}-${sorted.at(-1).toFixed(0)} ms over ${runs} runs`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
