/**
 * The terms of use and privacy policy: versions readable by anyone in their language, publishing
 * for provider admins only, acceptance recorded once at sign-up and again when a newer version is
 * published, and company privacy notices shown only where they apply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVersion, LegalPage, PendingVersion } from '../../../contracts/legal.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/sign-up.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let demoAccountId: number;
let otherAccountId: number;
let demoJobUuid: string;

async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) {
  const res = await t.request({ method, url: `/api${url}`, token, body });
  return {
    status: res.statusCode,
    json: res.json() as { data: T; code?: string; errors?: { prop: string; message: string }[] },
  };
}

async function newCandidate(email: string) {
  const res = await signUp(t, {
    first_name: 'Lee',
    last_name: 'Legal',
    email,
    password: 'Assay-demo-1',
    password_confirmation: 'Assay-demo-1',
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { token: string; user: { user_id: number } };
  return { token: data.token, userId: data.user.user_id };
}

async function acceptances(userId: number) {
  return t.db
    .selectFrom('legal_acceptances as a')
    .innerJoin('legal_document_versions as v', 'v.legal_document_version_id', 'a.legal_document_version_id')
    .select(['v.document', 'v.version'])
    .where('a.user_id', '=', userId)
    .orderBy('v.document')
    .orderBy('v.version')
    .execute();
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['admin', 'admin@assay.test'],
    ['candidate', 'candidate@assay.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  const demoJob = await t.db
    .selectFrom('jobs')
    .select(['uuid', 'account_id'])
    .where('job_id', '=', 1)
    .executeTakeFirstOrThrow();
  demoAccountId = demoJob.account_id;
  demoJobUuid = demoJob.uuid;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

describe('reading the documents', () => {
  it('serves the first version to anyone, in the language asked for, English when a language is missing', async () => {
    const es = await call<LegalPage>('GET', '/legal/v1/privacy/?lang=es');
    expect(es.status).toBe(200);
    expect(es.json.data).toMatchObject({ document: 'privacy', version: 1, language: 'es' });
    expect(es.json.data.body).toContain('Qué recopilamos');
    expect(es.json.data.versions.map((v) => v.version)).toEqual([1]);
    expect(es.json.data.company_notices).toEqual([]);
    const fr = await call<LegalPage>('GET', '/legal/v1/terms/?lang=fr');
    expect(fr.json.data.body).toContain('Le service');
    const missing = await call<LegalPage>('GET', '/legal/v1/terms/?version=99');
    expect(missing.status).toBe(404);
    const bad = await call<LegalPage>('GET', '/legal/v1/cookies/');
    expect(bad.status).toBe(400);
  });
});

describe('versions', () => {
  let draft: AdminVersion;

  it('only a provider admin adds a version; bad input is refused and adds nothing', async () => {
    const body = {
      document: 'terms',
      effective_on: '2030-02-01',
      body_en: '## New\nNew terms text.',
      body_es: 'Nuevas condiciones.',
      body_fr: '',
      publish: false,
    };
    for (const who of ['owner', 'candidate'] as const)
      expect((await call('POST', '/admin/v1/legal-documents/', body, tokens[who])).status).toBe(403);
    const bad = await call(
      'POST',
      '/admin/v1/legal-documents/',
      { ...body, effective_on: '2030-13-01', body_en: '  ' },
      tokens.admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.map((e) => e.prop).sort()).toEqual(['body_en', 'effective_on']);
    expect(
      await t.db.selectFrom('legal_document_versions').select('version').where('document', '=', 'terms').execute(),
    ).toHaveLength(1);
    const created = await call<AdminVersion>('POST', '/admin/v1/legal-documents/', body, tokens.admin);
    expect(created.status).toBe(200);
    draft = created.json.data;
    expect(draft).toMatchObject({ document: 'terms', version: 2, published_at: null, acceptances: 0 });
  });

  it('a draft is not shown and asks nobody to accept it', async () => {
    const page = await call<LegalPage>('GET', '/legal/v1/terms/');
    expect(page.json.data.version).toBe(1);
    expect((await call('GET', '/legal/v1/terms/?version=2')).status).toBe(404);
  });

  it('records acceptance at sign-up, once; a newer version asks for acceptance until accepted', async () => {
    const lee = await newCandidate('lee.legal@assay.test');
    expect(await acceptances(lee.userId)).toEqual([
      { document: 'privacy', version: 1 },
      { document: 'terms', version: 1 },
    ]);
    expect((await call<PendingVersion[]>('GET', '/legal/v1/pending/', undefined, lee.token)).json.data).toEqual([]);
    const again = await call<PendingVersion[]>(
      'POST',
      '/legal/v1/accept/',
      { versions: [{ document: 'terms', version: 1 }] },
      lee.token,
    );
    expect(again.status).toBe(200);
    expect(await acceptances(lee.userId)).toHaveLength(2);
    const audited = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'legal_version_accepted')
      .where('subject_user_id', '=', lee.userId)
      .execute();
    expect(audited).toHaveLength(2);

    expect(
      (
        await call(
          'POST',
          `/admin/v1/legal-documents/${draft.legal_document_version_id}/publish/`,
          undefined,
          tokens.owner,
        )
      ).status,
    ).toBe(403);
    const published = await call<AdminVersion>(
      'POST',
      `/admin/v1/legal-documents/${draft.legal_document_version_id}/publish/`,
      undefined,
      tokens.admin,
    );
    expect(published.status).toBe(200);
    expect(published.json.data.published_at).not.toBeNull();
    const page = await call<LegalPage>('GET', '/legal/v1/terms/?lang=fr');
    expect(page.json.data).toMatchObject({ version: 2, language: 'en', body: '## New\nNew terms text.' });
    expect(page.json.data.versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await call<LegalPage>('GET', '/legal/v1/terms/?version=1')).json.data.body).toContain('The service');

    const pending = await call<PendingVersion[]>('GET', '/legal/v1/pending/', undefined, lee.token);
    expect(pending.json.data).toEqual([{ document: 'terms', version: 2, effective_on: '2030-02-01' }]);
    // Someone with no acceptance on record (the demo candidate) is not interrupted.
    expect((await call<PendingVersion[]>('GET', '/legal/v1/pending/', undefined, tokens.candidate)).json.data).toEqual(
      [],
    );

    const stale = await call('POST', '/legal/v1/accept/', { versions: [{ document: 'terms', version: 1 }] }, lee.token);
    expect(stale.status).toBe(409);
    const accepted = await call<PendingVersion[]>(
      'POST',
      '/legal/v1/accept/',
      { versions: [{ document: 'terms', version: 2 }] },
      lee.token,
    );
    expect(accepted.json.data).toEqual([]);
    expect(await acceptances(lee.userId)).toContainEqual({ document: 'terms', version: 2 });
    const admin = await call<AdminVersion[]>('GET', '/admin/v1/legal-documents/', undefined, tokens.admin);
    expect(admin.json.data.find((v) => v.document === 'terms' && v.version === 2)?.acceptances).toBe(1);
  });

  it('an account created now accepts the newest version, and publishing again changes nothing', async () => {
    const kim = await newCandidate('kim.legal@assay.test');
    expect(await acceptances(kim.userId)).toContainEqual({ document: 'terms', version: 2 });
    const republished = await call<AdminVersion>(
      'POST',
      `/admin/v1/legal-documents/${draft.legal_document_version_id}/publish/`,
      undefined,
      tokens.admin,
    );
    expect(republished.status).toBe(200);
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'legal_version_published')
      .execute();
    expect(events).toHaveLength(1);
  });
});

describe('company privacy notices', () => {
  it('a company edits only its own notice, with company settings access', async () => {
    const text = 'Demo Company keeps applications for two years. Write to privacy@demo-company.test.';
    expect(
      (await call('PUT', `/account/v1/${demoAccountId}/privacy-notice/`, { body: text }, tokens.recruiter)).status,
    ).toBe(403);
    expect(
      (await call('PUT', `/account/v1/${demoAccountId}/privacy-notice/`, { body: 'Hijacked' }, tokens.otherOwner))
        .status,
    ).toBe(404);
    expect(
      (await call('GET', `/account/v1/${demoAccountId}/privacy-notice/`, undefined, tokens.otherOwner)).status,
    ).toBe(404);
    const tooLong = await call(
      'PUT',
      `/account/v1/${demoAccountId}/privacy-notice/`,
      { body: 'x'.repeat(20_001) },
      tokens.owner,
    );
    expect(tooLong.status).toBe(400);
    expect(await t.db.selectFrom('company_privacy_notices').selectAll().execute()).toEqual([]);
    const saved = await call<{ body: string }>(
      'PUT',
      `/account/v1/${demoAccountId}/privacy-notice/`,
      { body: `  ${text}  ` },
      tokens.owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.body).toBe(text);
    expect(
      (await call<{ body: string }>('GET', `/account/v1/${demoAccountId}/privacy-notice/`, undefined, tokens.owner))
        .json.data.body,
    ).toBe(text);
    await call(
      'PUT',
      `/account/v1/${otherAccountId}/privacy-notice/`,
      { body: 'Other Company notice.' },
      tokens.otherOwner,
    );
  });

  it('shows a notice only to those it applies to: applicants, the company staff, holders of its requisition link', async () => {
    const outsider = await newCandidate('outsider.legal@assay.test');
    const none = await call<LegalPage>('GET', '/legal/v1/privacy/', undefined, outsider.token);
    expect(none.json.data.company_notices).toEqual([]);
    const anonymous = await call<LegalPage>('GET', '/legal/v1/privacy/');
    expect(anonymous.json.data.company_notices).toEqual([]);
    const byLink = await call<LegalPage>('GET', `/legal/v1/privacy/?sr=${demoJobUuid}`);
    expect(byLink.json.data.company_notices.map((n) => n.company_name)).toEqual(['Demo Company']);
    const unknownLink = await call<LegalPage>('GET', '/legal/v1/privacy/?sr=not-a-requisition');
    expect(unknownLink.json.data.company_notices).toEqual([]);
    // Terms never carry a company notice.
    expect((await call<LegalPage>('GET', `/legal/v1/terms/?sr=${demoJobUuid}`)).json.data.company_notices).toEqual([]);

    const applied = await call(
      'POST',
      `/user/v1/progress-tracker/user/${outsider.userId}/`,
      { job_uuid: demoJobUuid },
      outsider.token,
    );
    expect(applied.status).toBe(200);
    const mine = await call<LegalPage>('GET', '/legal/v1/privacy/', undefined, outsider.token);
    expect(mine.json.data.company_notices.map((n) => n.company_name)).toEqual(['Demo Company']);
    const staff = await call<LegalPage>('GET', '/legal/v1/privacy/', undefined, tokens.otherOwner);
    expect(staff.json.data.company_notices.map((n) => n.company_name)).toEqual(['Other Company']);
  });

  it('an empty notice removes it', async () => {
    const removed = await call<{ body: string }>(
      'PUT',
      `/account/v1/${demoAccountId}/privacy-notice/`,
      { body: ' ' },
      tokens.owner,
    );
    expect(removed.json.data.body).toBe('');
    expect(
      await t.db
        .selectFrom('company_privacy_notices')
        .select('account_id')
        .where('account_id', '=', demoAccountId)
        .execute(),
    ).toEqual([]);
  });
});
