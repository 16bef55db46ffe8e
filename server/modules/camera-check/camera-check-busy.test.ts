/**
 * The camera check's photo refused as busy (D479, D505), through the real route on real PGlite:
 * the server's decoder is put in place by a decoder whose worker never answers (decoderInPlace),
 * so its queue fills and stays full. With 16 photos waiting, the next is refused 503 with
 * Retry-After 5 in the sender's language; a worker silent past its time, or stopped, refuses the
 * photos it held the same way; none of them is kept.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInCompanyCast } from '../../test/company-cast.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { cameraCheckKit, type CameraCheckKit } from './camera-check.test-kit.ts';
import {
  DECODE_POOL_LIMITS,
  decoderInPlace,
  photoDecoder,
  stillDecoder,
  type StillDecoder,
} from './jpeg-decode-pool.ts';

/** A worker that takes every photo and answers none. */
const SILENT = new URL('../../test/silent-decode-worker.ts', import.meta.url);

const BUSY = {
  en: 'Too many photos are being checked right now. Send it again in a few seconds.',
  es: 'Ahora mismo se están revisando demasiadas fotos. Vuelve a enviarla en unos segundos.',
  fr: 'Trop de photos sont en cours de vérification. Renvoyez-la dans quelques secondes.',
};

let t: TestApp;
let kit: CameraCheckKit;
let putBack: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  kit = cameraCheckKit(t, await signInCompanyCast(t));
  expect((await kit.askCamera(true)).statusCode).toBe(200);
});
afterEach(async () => {
  await putBack?.();
  putBack = undefined;
});
afterAll(async () => {
  await photoDecoder.close();
  await t.close();
});

/** A candidate who gave consent to the camera check of their skills test. */
async function consenting(): Promise<Application> {
  const app = await freshApplication(t, 'skills_test');
  const given = await kit.consent(app.who, app, 'given');
  expect(given.statusCode, given.body).toBe(200);
  return app;
}

const inPlace = (decoder: StillDecoder) => {
  putBack = decoderInPlace(decoder);
  return decoder;
};

const stillsKept = (app: Application) =>
  t.db.selectFrom('camera_stills').select('still_id').where('ref_id', '=', app.ref_id).execute();

/** The refusal as busy, in `language`. */
function expectBusy(res: { statusCode: number; body: string; headers: Record<string, unknown> }, language: string) {
  expect(res.statusCode, `${language}: ${res.body}`).toBe(503);
  expect(res.headers['retry-after'], language).toBe('5');
  const said = BUSY[language as keyof typeof BUSY];
  const body = JSON.parse(res.body) as { code: string; message: string; errors: unknown };
  expect(body.code, language).toBe('rate_limited');
  expect(body.message, language).toBe(said);
  expect(body.errors, language).toEqual([{ prop: 'image', message: said }]);
}

describe('a camera-check photo when the decoder is busy (D505)', () => {
  it('given 16 photos waiting, then the next is refused 503 with Retry-After 5 in the sender’s language; when the worker stops, the 16 are refused too; none is kept', async () => {
    const decoder = inPlace(stillDecoder({ worker: SILENT }));
    const app = await consenting();
    const moments = ['start', 'middle', 'end'] as const;
    const waiting = Array.from({ length: DECODE_POOL_LIMITS.queue }, (_, i) =>
      kit.still(app.who, app, { moment: moments[i % 3] }),
    );
    // Each reaches the decoder once the route has checked who sends it and for what.
    await vi.waitFor(() => expect(decoder.pending()).toBe(DECODE_POOL_LIMITS.queue), {
      timeout: 240_000,
      interval: 50,
    });
    for (const language of ['en', 'es', 'fr']) expectBusy(await kit.still(app.who, app, {}, language), language);
    expect(decoder.pending()).toBe(DECODE_POOL_LIMITS.queue);

    // The worker stopped: what it held is refused as busy, not waited on.
    await putBack!();
    putBack = undefined;
    for (const res of await Promise.all(waiting)) expectBusy(res, 'en');
    expect(await stillsKept(app)).toEqual([]);
  });

  it('given a worker that answers nothing in its time, then the photo is refused 503 with Retry-After 5 in the sender’s language and not kept', async () => {
    inPlace(stillDecoder({ worker: SILENT, timeoutMs: 50 }));
    const app = await consenting();
    for (const language of ['en', 'es', 'fr']) expectBusy(await kit.still(app.who, app, {}, language), language);
    expect(await stillsKept(app)).toEqual([]);
  });

  it('given the server’s own decoder back, then a photo is kept', async () => {
    const app = await consenting();
    const kept = await kit.still(app.who, app);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toEqual({ recorded: true });
    expect(await stillsKept(app)).toHaveLength(1);
  });
});
