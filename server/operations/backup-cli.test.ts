/**
 * The operator's commands as the README gives them: `npm run backup` against a running
 * `server/main.ts` on the embedded database (the server takes the backup: it alone holds the
 * database), then, with the server stopped, `npm run restore` into an empty data folder, where the
 * account and the resume written through the API are found again, the file byte for byte.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../test/upload-fixtures.ts';
import { multipartForm } from '../test/multipart.ts';
import {
  exited,
  freePort,
  killStartedServers,
  migratedDataFolder,
  PROCESS_TEST_BOUND,
  startServerProcess,
} from '../test/server-process.ts';
import { signUpOverHttp } from '../test/sign-up.ts';

afterAll(killStartedServers);

const root = path.resolve(import.meta.dirname, '../..');

/** `npm run <script> -- <argument>` in the project folder with DATA_DIR set; its output, or the failure with it. */
async function npmRun(script: string, argument: string, dataDir: string): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', argument], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
  });
  return stdout + stderr;
}

describe.skipIf(process.env.DATABASE_URL)('npm run backup and npm run restore', () => {
  it(
    'given a running server on the embedded database, then npm run backup has it write the backup, and npm run restore fills an empty folder with its rows and files',
    { timeout: PROCESS_TEST_BOUND },
    async () => {
      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-backup-cli-'));
      const dataDir = migratedDataFolder('assay-backup-cli-data-');
      try {
        const port = await freePort();
        const { child, output } = await startServerProcess({
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          RATE_LIMIT_MAX: '1000',
        });
        const api = `http://127.0.0.1:${port}/api`;
        const email = 'backed.up@assay.test';
        // No SMTP_URL: the server prints the sign-up code to its console, as the demo does (D242).
        const created = await signUpOverHttp(
          `http://127.0.0.1:${port}`,
          {
            first_name: 'Backed',
            last_name: 'Up',
            email,
            password: 'Backup-test-1',
            password_confirmation: 'Backup-test-1',
          },
          output,
        );
        expect(created.status, await created.clone().text()).toBe(201);
        const { token } = (await created.json()).data as { token: string };
        const form = multipartForm({}, [{ field: 'file', name: 'cv.pdf', bytes: PDF_BYTES }]);
        const uploaded = await fetch(`${api}/resume/v1/`, {
          method: 'POST',
          headers: { ...form.headers, authorization: `Bearer ${token}` },
          body: form.payload,
        });
        expect(uploaded.status, await uploaded.clone().text()).toBe(200);
        const resumeId = (await uploaded.json()).data.resume_id as number;

        const file = path.join(work, 'assay.tar');
        const backedUp = await npmRun('backup', file, dataDir);
        expect(backedUp).toMatch(
          /Backup written to .*assay\.tar: the database and 1 file, .* \(taken by the running server\)/,
        );
        expect(fs.existsSync(file)).toBe(true);

        // A restore refuses while the server runs on that folder; the server stopped, it fills an empty one.
        await expect(npmRun('restore', file, dataDir)).rejects.toThrow(/A server is running on/);
        child.kill('SIGTERM');
        expect(await exited(child)).toBe(0);
        const restoredDir = path.join(work, 'restored');
        expect(await npmRun('restore', file, restoredDir)).toContain(`into ${restoredDir}: the database and 1 file`);

        const restored = await PGlite.create({ dataDir: path.join(restoredDir, 'pglite') });
        try {
          const rows = await restored.query<{ email: string; storage_path: string }>(
            'select u.email, r.storage_path from resumes r join users u on u.user_id = r.user_id where r.resume_id = $1',
            [resumeId],
          );
          expect(rows.rows).toHaveLength(1);
          expect(rows.rows[0]!.email).toBe(email);
          expect(fs.readFileSync(path.join(restoredDir, rows.rows[0]!.storage_path)).equals(PDF_BYTES)).toBe(true);
        } finally {
          await restored.close();
        }
      } finally {
        killStartedServers();
        fs.rmSync(work, { recursive: true, force: true });
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
