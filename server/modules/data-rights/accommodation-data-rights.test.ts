/**
 * An accommodation request's note may name a disability in the candidate's own words (D263): it is
 * the candidate's to download (Art. 15), and it goes when their account is erased or their
 * application is anonymised by the retention sweep, as every other personal row does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/queue.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { asStorage } from '../../storage/file-storage.ts';
import { DATA_EXPORT_JOB, dataExportHandler } from './data-rights.jobs.ts';
import { anonymiseApplications } from './erasure.service.ts';
import { ABOUT } from './export-readme.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let camille: S, maria: S;

const NOTE = 'Tengo dislexia; necesito más tiempo.';
const MARIA_NOTE = 'I use a screen reader after an eye operation.';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-accommodation-rights-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [camille, maria] = (await Promise.all(
    ['candidate@assay.test', 'maria.garcia@assay.test'].map((e) => t.signIn(e)),
  )) as [S, S];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ask = (who: S, refId: string, note: string) =>
  t.request({
    method: 'POST',
    url: `/api/user/v1/accommodations/${refId}/`,
    token: who.token,
    body: { kinds: ['extra_time'], note },
    headers: { 'idempotency-key': randomUUID() },
  });

const notesOf = async (refId: string) =>
  (await t.db.selectFrom('accommodation_requests').select('note').where('ref_id', '=', refId).execute()).map(
    (r) => r.note,
  );

describe("a candidate's accommodation requests and their personal data", () => {
  it('given Camille asked for extra time, then her archive holds the request with its note, and its README line is in each language', async () => {
    expect((await ask(camille, DEMO_TRACKERS.candidateOpen, NOTE)).statusCode).toBe(200);
    const started = await t.request({
      method: 'POST',
      url: `/api/user/v1/${camille.userId}/data-export/`,
      token: camille.token,
    });
    expect(started.statusCode, started.body).toBe(200);
    const exportId = started.json().data.export_id as string;
    expect(await drainJobs(t.db, { [DATA_EXPORT_JOB]: dataExportHandler(dataDir) })).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/v1/${camille.userId}/data-export/${exportId}/file/`,
      headers: { authorization: `Bearer ${camille.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const file = files['data/accommodation_requests.json'];
    expect(file, Object.keys(files).join(', ')).toBeDefined();
    const rows = JSON.parse(strFromU8(file!)) as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({
        ref_id: DEMO_TRACKERS.candidateOpen,
        kinds: ['extra_time'],
        note: NOTE,
        status: 'pending',
      }),
    ]);
    expect(strFromU8(files['README.txt']!)).toContain('accommodation_requests.json: ');
    expect(ABOUT.es.accommodation_requests).toBeTruthy();
    expect(ABOUT.fr.accommodation_requests).toBeTruthy();
  });

  it('given the retention sweep anonymises an application, then its accommodation notes are gone with it', async () => {
    expect((await ask(maria, DEMO_TRACKERS.mariaOpen, MARIA_NOTE)).statusCode).toBe(200);
    expect(await notesOf(DEMO_TRACKERS.mariaOpen)).toEqual([MARIA_NOTE]);
    await anonymiseApplications(t.db, asStorage(dataDir), [DEMO_TRACKERS.mariaOpen]);
    expect(await notesOf(DEMO_TRACKERS.mariaOpen)).toEqual([]);
  });

  it('given Camille erases her account, then no row keeps her accommodation note', async () => {
    const erased = await t.request({
      method: 'POST',
      url: `/api/user/v1/${camille.userId}/erase/`,
      token: camille.token,
      body: { password: 'Assay-demo-1' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await notesOf(DEMO_TRACKERS.candidateOpen)).toEqual([]);
    // The audit trail keeps what was asked for, never the note (D263).
    const audits = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'accommodation_requested')
      .execute();
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain('dislexia');
  });
});
