// The server the end-to-end tests run against (started by scripts/e2e-servers.mjs): a fresh data
// folder per run, a copy of the seeded one E2E_SEED_DIR names (or empty, to migrate and seed at
// its start without it), so every run starts from the demo seed and nothing leaks between runs.
// The folder is removed when Playwright stops the server.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './prepare.mjs';
import { selfSignedCert } from './self-signed-cert.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'assay-e2e-'));
if (process.env.E2E_SEED_DIR) cpSync(process.env.E2E_SEED_DIR, dataDir, { recursive: true });
// E2E_TLS=1: the server speaks HTTPS and HTTP/2 itself, with a certificate made for this run.
const tls = process.env.E2E_TLS === '1' ? selfSignedCert(dataDir) : undefined;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
