/**
 * The job link's page as the server sends it (D248): the job's summary already in #root, escaped,
 * in the visitor's language, with the same summary as data for the route's loader; the app's
 * index.html, as before, for a closed or unknown job and for someone signed in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobLinkSummary } from '../../../contracts/job-link.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { languageOfVisitor, PAGE_SLOT } from './job-link-html.ts';

let t: TestApp;
let staticDir: string;

// What the build writes (vite.config.ts FIRST_SCREENS): index.html, and job-link.html with the
// page's styles and a slot in #root.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Assay</title></head><body><div id="root"></div>\n</body></html>';
const JOB_LINK = `<!doctype html><html lang="en"><head><title>Assay</title></head><body><div id="root" data-shell="en"><style>.job-link{}</style>${PAGE_SLOT}</div>\n</body></html>`;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'job-link.html'), JOB_LINK);
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' }, { staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** The summary the page carries for the route's loader. */
function dataOf(html: string): { uuid: string; language: string; job: JobLinkSummary } {
  const json = /<script type="application\/json" id="assay-job-link">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries the summary as data').toBeDefined();
  return JSON.parse(json!) as never;
}

describe('the demo’s open requisition', () => {
  it('in Spanish for a browser in Spanish: the job, what applying involves and the ways in, in the page before any JavaScript', async () => {
    const res = await page(`/login/applicant/${DEMO_JOBS.openRequisition}`, {
      'accept-language': 'es-ES,es;q=0.9,en;q=0.8',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const html = res.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Customer Support Specialist · Assay</title>');
    expect(html).toContain('<div id="root" data-shell="es" data-page="job-link"><style>.job-link{}</style>');
    expect(html).toContain('<p class="job-link__company">Demo Company</p>');
    expect(html).toContain('<h1 class="job-link__title">Customer Support Specialist</h1>');
    expect(html).toContain('<p class="job-link__place">Austin, TX, US</p>');
    expect(html).toContain('<p class="job-link__description">Help our customers by phone, chat and email');
    expect(html).toContain('<h2 id="job-link-involves" class="job-link__heading">Qué implica postularse</h2>');
    expect(html).toMatch(/<p class="job-link__time">Alrededor de \d+ minutos en total\./);
    // The built-in step name and the kinds' names translated; the company's own texts as written.
    expect(html).toContain('<span class="job-link__step-name">Habilidades</span>');
    expect(html).toContain('<span>Prueba de habilidades</span>');
    expect(html).toContain('<option value="es" lang="es" selected>Español</option>');
    const search = `?redirect=${encodeURIComponent(`/user/progress?jobUuid=${DEMO_JOBS.openRequisition}`)}`;
    expect(html).toContain(
      `<a class="button button--primary button--block" href="/create-account${search}">Crear una cuenta</a>`,
    );
    expect(html).toContain(
      `<a class="button button--secondary button--block" href="/login${search}">Iniciar sesión</a>`,
    );
    expect(html).not.toContain(PAGE_SLOT);

    // The data is what the API answers for the same language.
    const api = await t.request({
      method: 'GET',
      url: `/api/job-link/v1/${DEMO_JOBS.openRequisition}/?language=es`,
    });
    expect(dataOf(html)).toEqual({ uuid: DEMO_JOBS.openRequisition, language: 'es', job: api.json().data });
  });

  it('in French and in English by the browser’s first language, English without one', async () => {
    const fr = (await page(`/login/applicant/${DEMO_JOBS.openRequisition}`, { 'accept-language': 'fr-CA,en;q=0.5' }))
      .body;
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('Ce que comprend la candidature');
    expect(fr).toContain('>Créer un compte</a>');
    const en = (await page(`/login/applicant/${DEMO_JOBS.openRequisition}/?utm_source=mail`)).body;
    expect(en).toContain('<div id="root" data-shell="en" data-page="job-link">');
    expect(en).toContain('What applying involves');
    expect(en).toContain('>Create an account</a>');
    expect(dataOf(en).language).toBe('en');
  });

  it('goes out compressed for a browser that takes brotli or gzip', async () => {
    const plain = (await page(`/login/applicant/${DEMO_JOBS.openRequisition}`)).body;
    const br = await page(`/login/applicant/${DEMO_JOBS.openRequisition}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await page(`/login/applicant/${DEMO_JOBS.openRequisition}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    // An encoding refused with q=0 is not used.
    const refused = await page(`/login/applicant/${DEMO_JOBS.openRequisition}`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});

describe('a company’s text is untrusted', () => {
  it('escapes the title, the company, the place and the description, in the markup, the title and the data', async () => {
    // This file's own copy of the seed: the other demo company renamed.
    const { account_id: accountId } = await t.db
      .updateTable('accounts')
      .set({ name: '<img src=x onerror=alert(1)> & Co' })
      .where('name', '=', 'Other Company')
      .returning('account_id')
      .executeTakeFirstOrThrow();
    const uuid = randomUUID();
    const job = await t.db
      .insertInto('jobs')
      .values({
        uuid,
        account_id: accountId,
        job_type_id: 2,
        title: '<script>alert("title")</script> Porter',
        tracker_title: 'Job Application',
        city: '</p><script>alert(2)</script>',
        state: null,
        description: 'Nights & "weekends" </script><script>alert(3)</script>',
        is_draft: false,
      })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    const step = await t.db
      .insertInto('job_steps')
      .values({ job_id: job.job_id, name: '<b>Step</b>', sort_order: 1 })
      .returning('job_step_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_step_activities')
      .values({
        job_step_id: step.job_step_id,
        activity_type: 'form',
        title: '</script><script>alert(4)</script>',
        sort_order: 1,
      })
      .execute();

    const res = await page(`/login/applicant/${uuid}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // No element of the company's anywhere: every < it wrote is text.
    expect(html).not.toMatch(/<script>alert|<img src=x|<b>Step/);
    expect(html).toContain(
      '<h1 class="job-link__title">&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; Porter</h1>',
    );
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; Porter · Assay</title>');
    expect(html).toContain('<p class="job-link__company">&lt;img src=x onerror=alert(1)&gt; &amp; Co</p>');
    expect(html).toContain('<p class="job-link__place">&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>');
    expect(html).toContain('<span class="job-link__step-name">&lt;b&gt;Step&lt;/b&gt;</span>');
    // The data cannot end its script element: the loader reads the texts as written.
    const data = dataOf(html);
    expect(data.job.title).toBe('<script>alert("title")</script> Porter');
    expect(data.job.steps[0]!.activities[0]!.title).toBe('</script><script>alert(4)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('what is sent as before: the app’s own index.html', () => {
  it('for a closed or unknown job, a link that is not a job, and someone signed in', async () => {
    for (const url of [
      `/login/applicant/${DEMO_JOBS.closedRequisition}`,
      '/login/applicant/00000000-0000-4000-8000-00000000abcd',
      '/login/applicant/abc',
      `/login/applicant/${DEMO_JOBS.openRequisition}/steps`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const signedIn = await page(`/login/applicant/${DEMO_JOBS.openRequisition}`, { cookie: 'assay_session=1' });
    expect(signedIn.body).toBe(INDEX);
  });
});

describe('the visitor’s language', () => {
  it('is the browser’s first language, as the app picks it (src/lib/language.ts)', () => {
    expect(languageOfVisitor('es-MX,en;q=0.8')).toBe('es');
    expect(languageOfVisitor('fr')).toBe('fr');
    // The first, not the first of ours: the app reads navigator.languages[0].
    expect(languageOfVisitor('de-DE,fr;q=0.9')).toBe('en');
    expect(languageOfVisitor('en-US,es;q=0.9')).toBe('en');
    expect(languageOfVisitor(undefined)).toBe('en');
    expect(languageOfVisitor('')).toBe('en');
  });
});
