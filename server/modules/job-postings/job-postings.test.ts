/**
 * Job postings on the demo's open requisition (job 1): written and published by its recruiter,
 * shown on Demo Company's career page as server-rendered HTML with complete JobPosting data, listed
 * in a job-board feed once the board is switched on, and gone the moment the requisition closes.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPosting, SavePosting } from '../../../contracts/job-postings.ts';
import type { JobBoard } from '../../../contracts/job-boards.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let accountId: number;
let jobUuid: string;

type Answer<T> = { status: number; json: { data: T; code?: string; errors?: { prop: string; message: string }[] } };
async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token: string | undefined = tokens.recruiter,
): Promise<Answer<T>> {
  const res = await t.request({ method, url: `/api${url}`, ...(token ? { token } : {}), body });
  return { status: res.statusCode, json: res.json() };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function posting(overrides: Partial<SavePosting> = {}): SavePosting {
  return {
    title: 'Customer Support Specialist',
    description: '## About the job\n\nHelp our customers by phone & chat. **Full training.**',
    location: 'Austin, TX, US',
    is_remote: false,
    remote_country: null,
    employment_type: 'FULL_TIME',
    pay_min: 18,
    pay_max: 22.5,
    pay_currency: 'USD',
    pay_period: 'HOUR',
    language: 'en',
    valid_through: inDays(30),
    is_on_job_boards: true,
    ...overrides,
  };
}

/** The JobPosting properties search engines require or recommend, each checked for a usable value. */
const JOB_POSTING_PROPERTIES: Record<string, (value: unknown, whole: Record<string, unknown>) => boolean> = {
  title: (v) => typeof v === 'string' && v.length > 0,
  description: (v) => typeof v === 'string' && v.length > 0,
  datePosted: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v),
  validThrough: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  employmentType: (v) =>
    typeof v === 'string' &&
    ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'].includes(v),
  hiringOrganization: (v) =>
    isObject(v) && v['@type'] === 'Organization' && typeof v.name === 'string' && typeof v.sameAs === 'string',
  identifier: (v) =>
    isObject(v) && v['@type'] === 'PropertyValue' && typeof v.name === 'string' && typeof v.value === 'string',
  directApply: (v) => typeof v === 'boolean',
  baseSalary: (v) =>
    isObject(v) &&
    v['@type'] === 'MonetaryAmount' &&
    typeof v.currency === 'string' &&
    isObject(v.value) &&
    v.value['@type'] === 'QuantitativeValue' &&
    typeof v.value.unitText === 'string' &&
    (typeof v.value.value === 'number' ||
      (typeof v.value.minValue === 'number' && typeof v.value.maxValue === 'number')),
  // jobLocation, or remote work with where applicants must live.
  jobLocation: (v, whole) =>
    (isObject(v) &&
      v['@type'] === 'Place' &&
      isObject(v.address) &&
      v.address['@type'] === 'PostalAddress' &&
      typeof v.address.addressLocality === 'string') ||
    (whole.jobLocationType === 'TELECOMMUTE' &&
      isObject(whole.applicantLocationRequirements) &&
      typeof whole.applicantLocationRequirements.name === 'string'),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read property by property below
function isObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null;
}

function jobPostingProblems(data: Record<string, unknown>): string[] {
  const problems =
    data['@type'] === 'JobPosting' && data['@context'] === 'https://schema.org/' ? [] : ['@type/@context'];
  for (const [property, isValid] of Object.entries(JOB_POSTING_PROPERTIES))
    if (!isValid(data[property], data)) problems.push(property);
  return problems;
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries JSON-LD').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://jobs.example.test' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['interviewer', 'interviewer@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['candidate', 'candidate@assay.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  const job1 = await t.db
    .selectFrom('jobs')
    .select(['account_id', 'uuid'])
    .where('job_id', '=', 1)
    .executeTakeFirstOrThrow();
  accountId = job1.account_id;
  jobUuid = job1.uuid;
});
afterAll(async () => t.close());

describe('the demo company on a first run', () => {
  it('has a live career page listing its two seeded postings, each with its own page', async () => {
    const page = await t.request({ method: 'GET', url: '/careers/demo-company' });
    expect(page.statusCode).toBe(200);
    const links = [...page.body.matchAll(/<a href="(\/careers\/demo-company\/[^"]+)">([^<]+)<\/a>/g)].map((m) => ({
      path: m[1]!,
      title: m[2]!,
    }));
    expect(links.map((l) => l.title).sort()).toEqual(['Agente de soporte remoto', 'Customer Support Specialist']);
    for (const link of links) expect((await t.request({ method: 'GET', url: link.path })).statusCode).toBe(200);
  });
});

describe('writing and publishing a posting', () => {
  let draft: JobPosting;

  it('given the recruiter of job 1, when they save a posting, then it is a draft that no one outside sees', async () => {
    const res = await call<JobPosting>('POST', '/job/v1/job-posting/job/1/', posting());
    expect(res.status).toBe(200);
    draft = res.json.data;
    expect(draft).toMatchObject({
      status: 'draft',
      is_live: false,
      pay_min: 18,
      pay_max: 22.5,
      employment_type: 'FULL_TIME',
    });
    expect(draft.public_path).toMatch(/^\/careers\/demo-company\/\d+-customer-support-specialist$/);
    const page = await t.request({ method: 'GET', url: draft.public_path! });
    expect(page.statusCode).toBe(410);
  });

  it('when it is published, then its page is server-rendered HTML with complete JobPosting data and an Apply link that keeps the source', async () => {
    const res = await call<JobPosting>('POST', `/job/v1/job-posting/${draft.job_posting_id}/publish/`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'published', is_live: true });
    expect(res.json.data.published_at).not.toBeNull();

    const page = await t.request({ method: 'GET', url: draft.public_path! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body;
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).toContain('<title>Customer Support Specialist | Demo Company</title>');
    expect(html).toMatch(
      /<meta name="description" content="Austin, TX, US · Full time · \$18\.00 – \$22\.50 per hour\. About the job/,
    );
    expect(html).toContain('<meta property="og:title" content="Customer Support Specialist | Demo Company">');
    expect(html).toContain(`<meta property="og:url" content="https://jobs.example.test${draft.public_path}">`);
    expect(html).toContain(`href="/?sr=${jobUuid}&amp;source=career"`);
    expect(html).toContain('<h2>About the job</h2>');

    const data = jsonLdOf(html);
    expect(jobPostingProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      datePosted: res.json.data.published_at!.slice(0, 10),
      validThrough: `${posting().valid_through}T23:59:59Z`,
      baseSalary: { currency: 'USD', value: { minValue: 18, maxValue: 22.5, unitText: 'HOUR' } },
      jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
      identifier: { value: String(draft.job_posting_id) },
      directApply: true,
    });
  });

  it('when the posting is remote and in Spanish, then the page speaks Spanish and the data says TELECOMMUTE with the country', async () => {
    const remote = await call<JobPosting>(
      'POST',
      '/job/v1/job-posting/job/1/',
      posting({
        title: 'Agente de soporte',
        language: 'es',
        location: null,
        is_remote: true,
        remote_country: 'Mexico',
        pay_min: 15000,
        pay_max: 15000,
        pay_currency: 'MXN',
        pay_period: 'MONTH',
      }),
    );
    expect(remote.status).toBe(200);
    expect((await call('POST', `/job/v1/job-posting/${remote.json.data.job_posting_id}/publish/`)).status).toBe(200);
    const page = await t.request({ method: 'GET', url: remote.json.data.public_path! });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('>Postularse</a>');
    expect(page.body).toContain('En remoto (Mexico)');
    const data = jsonLdOf(page.body);
    expect(jobPostingProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Mexico' },
      baseSalary: { value: { value: 15000, unitText: 'MONTH' } },
    });
    expect(data.jobLocation).toBeUndefined();
  });

  it('when the address names an old title, then it redirects to the current one', async () => {
    const res = await t.request({ method: 'GET', url: `/careers/demo-company/${draft.job_posting_id}-old-title` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(draft.public_path);
  });

  it('the career page lists the live postings with their pages', async () => {
    const res = await t.request({ method: 'GET', url: '/careers/demo-company' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="${draft.public_path}"`);
    expect(res.body).toContain('<meta property="og:type" content="website">');
    expect((await t.request({ method: 'GET', url: '/careers/no-such-company' })).statusCode).toBe(404);
  });

  it('when it is unpublished, then its page is gone at once and publishing again keeps the first date', async () => {
    const before = (await call<JobPosting>('GET', `/job/v1/job-posting/${draft.job_posting_id}/`)).json.data;
    const off = await call<JobPosting>('POST', `/job/v1/job-posting/${draft.job_posting_id}/unpublish/`);
    expect(off.json.data).toMatchObject({ status: 'draft', is_live: false });
    const page = await t.request({ method: 'GET', url: draft.public_path! });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This position is closed');
    const on = await call<JobPosting>('POST', `/job/v1/job-posting/${draft.job_posting_id}/publish/`);
    expect(on.json.data.published_at).toBe(before.published_at);
  });

  it('when the requisition is closed, then the posting is gone on the very next request, and comes back when it reopens', async () => {
    expect((await call('PATCH', '/smartreq/v1/detail/1/', { is_accepting_applications: false })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: draft.public_path! })).statusCode).toBe(410);
    const list = await t.request({ method: 'GET', url: '/careers/demo-company' });
    expect(list.body).not.toContain(`href="${draft.public_path}"`);
    expect((await call<JobPosting>('GET', `/job/v1/job-posting/${draft.job_posting_id}/`)).json.data.is_live).toBe(
      false,
    );
    expect((await call('PATCH', '/smartreq/v1/detail/1/', { is_accepting_applications: true })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: draft.public_path! })).statusCode).toBe(200);
  });

  it('when valid_through has passed, then the posting is gone', async () => {
    await t.db
      .updateTable('job_postings')
      .set({ valid_through: inDays(-1) })
      .where('job_posting_id', '=', draft.job_posting_id)
      .execute();
    expect((await t.request({ method: 'GET', url: draft.public_path! })).statusCode).toBe(410);
    await t.db
      .updateTable('job_postings')
      .set({ valid_through: inDays(30) })
      .where('job_posting_id', '=', draft.job_posting_id)
      .execute();
  });
});

describe('what a posting may hold', () => {
  it('given a description with a script and a javascript: link, when saved, then both are cleaned out before storing and on the page', async () => {
    const res = await call<JobPosting>(
      'POST',
      '/job/v1/job-posting/job/1/',
      posting({
        title: 'Sanitised',
        description:
          'Hello <script>alert(1)</script> [click](javascript:alert(2)) <img src=x onerror=alert(3)> [ok](https://example.com)',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.data.description).not.toMatch(/script|javascript|onerror/i);
    const stored = await t.db
      .selectFrom('job_postings')
      .select('description_html')
      .where('job_posting_id', '=', res.json.data.job_posting_id)
      .executeTakeFirstOrThrow();
    expect(stored.description_html).not.toMatch(/<script|javascript:|onerror|<img/i);
    expect(stored.description_html).toContain('<a href="https://example.com" rel="nofollow noopener">ok</a>');
    await call('POST', `/job/v1/job-posting/${res.json.data.job_posting_id}/publish/`);
    const page = await t.request({ method: 'GET', url: res.json.data.public_path! });
    expect(page.body).not.toMatch(/alert\(|javascript:/);
  });

  it('given bad values, when saved, then 400 names each field and nothing is written', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('job_postings')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const res = await call<unknown>(
      'POST',
      '/job/v1/job-posting/job/1/',
      posting({ title: '  ', pay_min: 30, pay_max: 20, pay_currency: 'dollars', valid_through: '2020-02-30' }),
    );
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    expect(res.json.errors!.map((e) => e.prop).sort()).toEqual(['pay_currency', 'pay_min', 'title', 'valid_through']);
    expect(await count()).toBe(before);
  });

  it('given a draft without what a live posting needs, when published, then 400 posting_incomplete names the fields and it stays a draft', async () => {
    const res = await call<JobPosting>(
      'POST',
      '/job/v1/job-posting/job/1/',
      posting({ title: 'Unfinished', description: '', location: null, valid_through: null }),
    );
    expect(res.status).toBe(200);
    const publish = await call<unknown>('POST', `/job/v1/job-posting/${res.json.data.job_posting_id}/publish/`);
    expect(publish.status).toBe(400);
    expect(publish.json.code).toBe('posting_incomplete');
    expect(publish.json.errors!.map((e) => e.prop).sort()).toEqual(['description', 'location', 'valid_through']);
    expect(
      (await call<JobPosting>('GET', `/job/v1/job-posting/${res.json.data.job_posting_id}/`)).json.data.status,
    ).toBe('draft');
  });

  it('given a published posting, when saved without a required field, then 400 and it stays as it was', async () => {
    const made = await call<JobPosting>('POST', '/job/v1/job-posting/job/1/', posting({ title: 'Kept whole' }));
    await call('POST', `/job/v1/job-posting/${made.json.data.job_posting_id}/publish/`);
    const res = await call<unknown>(
      'PUT',
      `/job/v1/job-posting/${made.json.data.job_posting_id}/`,
      posting({ title: 'Kept whole', valid_through: null }),
    );
    expect(res.status).toBe(400);
    expect(
      (await call<JobPosting>('GET', `/job/v1/job-posting/${made.json.data.job_posting_id}/`)).json.data.valid_through,
    ).toBe(posting().valid_through);
  });
});

describe('who may touch postings', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call<JobPosting>('POST', '/job/v1/job-posting/job/1/', posting({ title: 'Guarded' }))).json.data
      .job_posting_id;
  });

  it.each([
    ['the interviewer (no requisition access, not on the team)', 'interviewer', 404],
    ["another company's owner", 'otherOwner', 404],
    ['a candidate', 'candidate', 403],
  ] as const)('%s cannot list, read, change, publish or delete them', async (_who, actor, status) => {
    expect((await call('GET', '/job/v1/job-posting/job/1/', undefined, tokens[actor])).status).toBe(status);
    expect((await call('POST', '/job/v1/job-posting/job/1/', posting(), tokens[actor])).status).toBe(status);
    expect((await call('GET', `/job/v1/job-posting/${id}/`, undefined, tokens[actor])).status).toBe(status);
    expect(
      (await call('PUT', `/job/v1/job-posting/${id}/`, posting({ title: 'Taken over' }), tokens[actor])).status,
    ).toBe(status);
    expect((await call('POST', `/job/v1/job-posting/${id}/publish/`, undefined, tokens[actor])).status).toBe(status);
    expect((await call('DELETE', `/job/v1/job-posting/${id}/`, undefined, tokens[actor])).status).toBe(status);
    const row = await t.db
      .selectFrom('job_postings')
      .select(['title', 'status'])
      .where('job_posting_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Guarded', status: 'draft' });
  });

  it('the owner may, and signed-out callers get 401', async () => {
    expect((await call('GET', `/job/v1/job-posting/${id}/`, undefined, tokens.owner)).status).toBe(200);
    expect((await call('GET', `/job/v1/job-posting/${id}/`, undefined, '')).status).toBe(401);
  });
});

describe('drafting and publishing take the requisitions permission (D262, D378)', () => {
  it('given the interviewer on the team of a requisition (as after creating it in the builder), then they may neither draft its posting nor publish one (403), and nothing is written; the recruiter may', async () => {
    const interviewer = (await t.request({ method: 'GET', url: '/api/auth/v1/', token: tokens.interviewer })).json()
      .data.user_id as number;
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('job_postings')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('job_id', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await t.db.insertInto('job_team_members').values({ job_id: 1, user_id: interviewer }).execute();
    try {
      const before = await count();
      const draft = await call(
        'POST',
        '/job/v1/job-posting/job/1/',
        posting({ title: 'Self-drafted' }),
        tokens.interviewer,
      );
      expect(draft.status).toBe(403);
      expect(draft.json.code).toBe('forbidden');
      expect(await count()).toBe(before);
      const mine = await call<JobPosting>(
        'POST',
        '/job/v1/job-posting/job/1/',
        posting({ title: 'Drafted' }),
        tokens.recruiter,
      );
      expect(mine.status).toBe(200);
      const id = mine.json.data.job_posting_id;
      const published = await call('POST', `/job/v1/job-posting/${id}/publish/`, undefined, tokens.interviewer);
      expect(published.status).toBe(403);
      expect(published.json.code).toBe('forbidden');
      const row = await t.db
        .selectFrom('job_postings')
        .select('status')
        .where('job_posting_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('draft');
      expect((await call('POST', `/job/v1/job-posting/${id}/publish/`)).status).toBe(200);
      expect((await call('DELETE', `/job/v1/job-posting/${id}/`)).status).toBe(200);
    } finally {
      await t.db.deleteFrom('job_team_members').where('job_id', '=', 1).where('user_id', '=', interviewer).execute();
    }
  });
});

describe('changing a posting takes the requisitions permission too (D262)', () => {
  it('given the interviewer on the team of a requisition with a live posting, then they may read it but not rewrite, unpublish or delete it (403), and the career page keeps it; the recruiter may', async () => {
    const interviewer = (await t.request({ method: 'GET', url: '/api/auth/v1/', token: tokens.interviewer })).json()
      .data.user_id as number;
    const live = await call<JobPosting>('POST', '/job/v1/job-posting/job/1/', posting({ title: 'Live and guarded' }));
    const id = live.json.data.job_posting_id;
    expect((await call('POST', `/job/v1/job-posting/${id}/publish/`)).status).toBe(200);
    const page = async () => (await t.request({ method: 'GET', url: '/careers/demo-company' })).body;
    await t.db.insertInto('job_team_members').values({ job_id: 1, user_id: interviewer }).execute();
    try {
      expect((await call('GET', `/job/v1/job-posting/${id}/`, undefined, tokens.interviewer)).status).toBe(200);
      const rewritten = await call(
        'PUT',
        `/job/v1/job-posting/${id}/`,
        posting({ title: 'Send your SSN to evil.test' }),
        tokens.interviewer,
      );
      expect(rewritten.status).toBe(403);
      expect(rewritten.json.code).toBe('forbidden');
      for (const [method, url] of [
        ['POST', `/job/v1/job-posting/${id}/unpublish/`],
        ['DELETE', `/job/v1/job-posting/${id}/`],
      ] as const)
        expect((await call(method, url, undefined, tokens.interviewer)).status).toBe(403);
      const row = await t.db
        .selectFrom('job_postings')
        .select(['title', 'status'])
        .where('job_posting_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ title: 'Live and guarded', status: 'published' });
      expect(await page()).toContain('Live and guarded');
      expect(await page()).not.toContain('evil.test');

      const edited = await call<JobPosting>('PUT', `/job/v1/job-posting/${id}/`, posting({ title: 'Live, edited' }));
      expect(edited.status).toBe(200);
      expect((await call('POST', `/job/v1/job-posting/${id}/unpublish/`)).status).toBe(200);
      expect((await call('DELETE', `/job/v1/job-posting/${id}/`)).status).toBe(200);
    } finally {
      await t.db.deleteFrom('job_team_members').where('job_id', '=', 1).where('user_id', '=', interviewer).execute();
    }
  });
});

describe('closing or deleting the requisition takes the requisitions permission too (D356)', () => {
  it('given the interviewer on the team of a requisition with a live posting, then they may still edit its details but not close it to applications or delete it (403), and the career page keeps the posting', async () => {
    const interviewer = (await t.request({ method: 'GET', url: '/api/auth/v1/', token: tokens.interviewer })).json()
      .data.user_id as number;
    const live = await call<JobPosting>('POST', '/job/v1/job-posting/job/1/', posting({ title: 'Open and guarded' }));
    const id = live.json.data.job_posting_id;
    expect((await call('POST', `/job/v1/job-posting/${id}/publish/`)).status).toBe(200);
    const page = async () => (await t.request({ method: 'GET', url: '/careers/demo-company' })).body;
    await t.db.insertInto('job_team_members').values({ job_id: 1, user_id: interviewer }).execute();
    try {
      const closed = await call(
        'PATCH',
        '/smartreq/v1/detail/1/',
        { is_accepting_applications: false },
        tokens.interviewer,
      );
      expect(closed.status).toBe(403);
      expect(closed.json.code).toBe('forbidden');
      const deleted = await call('DELETE', '/job/v1/job-delete/1/', undefined, tokens.interviewer);
      expect(deleted.status).toBe(403);
      const job = await t.db
        .selectFrom('jobs')
        .select(['is_accepting_applications', 'deleted_at'])
        .where('job_id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ is_accepting_applications: true, deleted_at: null });
      expect(await page()).toContain('Open and guarded');
      // The team still works on the requisition: its details, and a value that changes nothing.
      const edited = await call(
        'PATCH',
        '/smartreq/v1/detail/1/',
        { city: 'Round Rock', is_accepting_applications: true },
        tokens.interviewer,
      );
      expect(edited.status).toBe(200);
    } finally {
      await t.db.deleteFrom('job_team_members').where('job_id', '=', 1).where('user_id', '=', interviewer).execute();
      expect((await call('DELETE', `/job/v1/job-posting/${id}/`)).status).toBe(200);
    }
  });
});

describe('job-board feeds', () => {
  let board: JobBoard;

  it('given company settings access, the first visit makes a switched-off board whose feed answers 404', async () => {
    const list = await call<{ results: JobBoard[]; career_page_path: string }>(
      'GET',
      `/account/v1/job-board-summary/?account_id=${accountId}`,
      undefined,
      tokens.owner,
    );
    expect(list.status).toBe(200);
    expect(list.json.data.career_page_path).toBe('/careers/demo-company');
    board = list.json.data.results[0]!;
    expect(board).toMatchObject({ is_enabled: false, includes: 'all' });
    expect((await t.request({ method: 'GET', url: board.feed_path })).statusCode).toBe(404);
    expect(
      (await call('GET', `/account/v1/job-board-summary/?account_id=${accountId}`, undefined, tokens.recruiter)).status,
    ).toBe(403);
    expect(
      (await call('GET', `/account/v1/job-board/${board.job_board_id}/`, undefined, tokens.otherOwner)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/account/v1/job-board/${board.job_board_id}/`,
          { name: 'Mine', is_enabled: true, includes: 'all' },
          tokens.otherOwner,
        )
      ).status,
    ).toBe(404);
  });

  it('when switched on, then the feed is well-formed XML listing the live postings with escaped text and links that carry the board', async () => {
    await call(
      'PUT',
      `/account/v1/job-board/${board.job_board_id}/`,
      { name: 'Jobs & Co <Board>', is_enabled: true, includes: 'all' },
      tokens.owner,
    );
    const made = await call<JobPosting>(
      'POST',
      '/job/v1/job-posting/job/1/',
      posting({ title: 'Night shift <lead> & "friends"', is_on_job_boards: false }),
    );
    await call('POST', `/job/v1/job-posting/${made.json.data.job_posting_id}/publish/`);
    const res = await t.request({ method: 'GET', url: board.feed_path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = new XMLParser({ processEntities: true }).parse(res.body) as {
      source: { publisher: string; job: { title: string; url: string; apply_url: string; referencenumber: number }[] };
    };
    const jobs = feed.source.job;
    const night = jobs.find((j) => j.referencenumber === made.json.data.job_posting_id)!;
    expect(night.title).toBe('Night shift <lead> & "friends"');
    expect(night.url).toBe(`https://jobs.example.test${made.json.data.public_path}?source=board-${board.job_board_id}`);
    expect(night.apply_url).toBe(`https://jobs.example.test/?sr=${jobUuid}&source=board-${board.job_board_id}`);

    await call(
      'PUT',
      `/account/v1/job-board/${board.job_board_id}/`,
      { name: 'Jobs & Co <Board>', is_enabled: true, includes: 'marked' },
      tokens.owner,
    );
    const marked = await t.request({ method: 'GET', url: board.feed_path });
    expect(XMLValidator.validate(marked.body)).toBe(true);
    expect(marked.body).not.toContain(`<referencenumber>${made.json.data.job_posting_id}</referencenumber>`);
  });

  it('given an unnamed board, when saved, then 400 names the field', async () => {
    const res = await call<unknown>(
      'PUT',
      `/account/v1/job-board/${board.job_board_id}/`,
      { name: ' ', is_enabled: true, includes: 'all' },
      tokens.owner,
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ prop: 'name', message: 'Enter a name.' }]);
  });
});

describe('applying from a posting', () => {
  it('given the Apply link of the career page or a board, when a candidate applies with it, then the application counts under that source', async () => {
    const candidate = await t.signIn('candidate@assay.test');
    const remoteJob = await t.db
      .selectFrom('jobs')
      .select(['uuid', 'job_id'])
      .where('job_id', '=', 3)
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'POST',
      url: `/api/user/v1/progress-tracker/user/${candidate.userId}/`,
      token: candidate.token,
      body: { job_uuid: remoteJob.uuid, source: 'career' },
    });
    expect(res.statusCode).toBe(200);
    const tracker = await t.db
      .selectFrom('user_trackers as t')
      .innerJoin('sources as s', 's.source_id', 't.source_id')
      .select(['s.name', 's.source_type'])
      .where('t.ref_id', '=', (res.json() as { data: { ref_id: string } }).data.ref_id)
      .executeTakeFirstOrThrow();
    expect(tracker).toEqual({ name: 'Career page', source_type: 'career_page' });
  });
});

describe('a posting in the reader’s language (D207)', () => {
  it('given Spanish and French versions, then the career page, the posting page and the job link show the reader’s, and a language without one shows the posting’s own', async () => {
    const saved = await call<JobPosting>(
      'POST',
      '/job/v1/job-posting/job/1/',
      posting({
        title: 'Warehouse Lead',
        description: 'Lead the **night shift**.',
        title_i18n: { es: 'Jefe de almacén', fr: '  ', en: 'ignored: the columns hold English' },
        description_i18n: { es: 'Dirige el **turno de noche**. <script>alert(1)</script>' },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.title_i18n).toEqual({ es: 'Jefe de almacén' });
    expect(saved.json.data.description_i18n.es).not.toContain('<script>');
    const id = saved.json.data.job_posting_id;
    expect((await call<JobPosting>('POST', `/job/v1/job-posting/${id}/publish/`)).status).toBe(200);

    const spanishList = await t.request({ method: 'GET', url: '/careers/demo-company?lang=es' });
    expect(spanishList.body).toContain('<html lang="es"');
    expect(spanishList.body).toMatch(
      new RegExp(`href="/careers/demo-company/${id}-warehouse-lead\\?lang=es">Jefe de almacén<`),
    );
    const byHeader = await t.request({
      method: 'GET',
      url: saved.json.data.public_path!,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(byHeader.body).toContain('<h1>Jefe de almacén</h1>');
    expect(byHeader.body).toContain('<strong>turno de noche</strong>');
    // A language the browser asked for is not written into the links: each page asks again.
    const listByHeader = await t.request({
      method: 'GET',
      url: '/careers/demo-company',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(listByHeader.body).toContain('>Jefe de almacén<');
    expect(listByHeader.body).toContain(`href="/careers/demo-company/${id}-warehouse-lead">`);
    expect(byHeader.body).toContain('href="/careers/demo-company">');
    expect(byHeader.body).not.toContain('<script>alert');
    // French has no version (a blank one is none): the posting's own English, labels in English.
    const french = await t.request({ method: 'GET', url: `${saved.json.data.public_path!}?lang=fr` });
    expect(french.body).toContain('<h1>Warehouse Lead</h1>');
    expect(french.body).toContain('<html lang="en"');

    const link = await call<{ title: string; description: string; steps: { name: string }[] }>(
      'GET',
      `/job-link/v1/${jobUuid}/?language=es`,
      undefined,
      undefined,
    );
    expect(link.status).toBe(200);
    expect(link.json.data.title).toBe('Jefe de almacén');
    expect(link.json.data.description).toContain('turno de noche');
    const english = await call<{ title: string }>('GET', `/job-link/v1/${jobUuid}/`, undefined, undefined);
    expect(english.json.data.title).not.toBe('Jefe de almacén');

    const tooLong = await call('PUT', `/job/v1/job-posting/${id}/`, posting({ title_i18n: { es: 'x'.repeat(201) } }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual([{ prop: 'title_i18n.es', message: 'This is too long.' }]);
    expect((await call<JobPosting>('GET', `/job/v1/job-posting/${id}/`)).json.data.title_i18n).toEqual({
      es: 'Jefe de almacén',
    });
    await call('DELETE', `/job/v1/job-posting/${id}/`);
  });
});
