import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESUME_DIR, sweepOrphanResumeFiles } from './resume-file.ts';

describe('the start-up sweep of resume files', () => {
  it('removes old files and temporary files no row names, keeps named files and files still being written', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'assay-sweep-'));
    const file = async (name: string, ageMs: number) => {
      const relative = path.join(RESUME_DIR, '7', name);
      const full = path.join(dataDir, relative);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, 'x');
      const when = new Date(Date.now() - ageMs);
      await fs.utimes(full, when, when);
      return { relative, full };
    };
    const named = await file('kept.pdf', 3_600_000);
    const orphan = await file('orphan.pdf', 3_600_000);
    const temporary = await file('half.pdf.1234.tmp', 120_000);
    const young = await file('just-written.pdf', 1_000);

    const removed = await sweepOrphanResumeFiles(dataDir, new Set([named.relative]));

    expect(removed).toBe(2);
    const exists = async (p: string) =>
      fs.stat(p).then(
        () => true,
        () => false,
      );
    expect(await exists(named.full)).toBe(true);
    expect(await exists(young.full)).toBe(true);
    expect(await exists(orphan.full)).toBe(false);
    expect(await exists(temporary.full)).toBe(false);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('does nothing when the folder does not exist yet', async () => {
    expect(await sweepOrphanResumeFiles(path.join(os.tmpdir(), 'assay-no-such-dir'), new Set())).toBe(0);
  });
});
