// Starts the real server (what `npm start` runs: node --import tsx server/main.ts) on loopback,
// on a free port and a fresh temp data folder, and stops it again. Used by the benchmarks and by
// `npm run screenshots`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ env?: Record<string, string>, name?: string, quiet?: boolean }} options
 * @returns {Promise<{ base: string, port: number, stop: () => Promise<void> }>}
 */
export async function startServer({ env = {}, name = 'server', quiet = true } = {}) {
  // BENCH_PORT: a fixed port, where the machine's ports are shared out.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `assay-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let done = false;
  server.once('exit', () => (done = true));

  const stop = async () => {
    if (!done) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = performance.now();
  for (;;) {
    if (done) {
      await stop();
      throw new Error(`The server exited before answering:\n${stderr}`);
    }
    try {
      const response = await fetch(`${base}/api/openapi.json`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error(`The server did not answer within 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, port, stop };
}
