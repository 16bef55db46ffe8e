import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { checkShareRecipients } from './share-recipients.ts';

let t: TestApp;
let accountId: number;
let owner: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.signIn('owner@demo-company.test')).token;
  accountId = (await t.request({ method: 'GET', url: '/api/auth/v1/', token: owner })).json().data.roles[0].account_id;
});
afterAll(() => t.close());

const url = () => `/api/account/v1/${accountId}/share-domains/`;
const read = (token = owner) => t.request({ method: 'GET', url: url(), token });
const save = (domains: unknown, token = owner) => t.request({ method: 'PUT', url: url(), token, body: { domains } });
const auditRows = () =>
  t.db
    .selectFrom('audit_events')
    .select(['details', 'account_id'])
    .where('event', '=', 'share_domains_changed')
    .orderBy('audit_event_id')
    .execute();

describe("a company's allowed share domains", () => {
  it('given an admin saves domains, then they are stored clean, audited, and shares to them are allowed', async () => {
    expect((await read()).json().data).toEqual({ domains: [] });
    await expect(checkShareRecipients(t.db, accountId, ['advisor@partner.test'])).rejects.toMatchObject({
      code: 'share_recipient_not_allowed',
    });

    const saved = await save([' Partner.test ', '@agency.example.org', 'xn--bcher-kva.example']);
    expect(saved.statusCode, saved.body).toBe(200);
    const domains = ['partner.test', 'agency.example.org', 'xn--bcher-kva.example'];
    expect(saved.json().data).toEqual({ domains });
    expect((await read()).json().data).toEqual({ domains });
    expect(await checkShareRecipients(t.db, accountId, ['advisor@partner.test'])).toEqual([
      { to: 'advisor@partner.test', isColleague: false },
    ]);
    const [entry] = await auditRows();
    expect(entry).toMatchObject({ account_id: accountId, details: { before: [], after: domains } });

    const cleared = await save([]);
    expect(cleared.json().data).toEqual({ domains: [] });
    expect(
      await t.db
        .selectFrom('account_preferences')
        .select('value')
        .where('account_id', '=', accountId)
        .where('keyname', '=', 'SCORECARD_SHARE_DOMAINS')
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(await auditRows()).toHaveLength(2);
  });

  it('given bad domains, then each is named by its field and nothing changes', async () => {
    await save(['partner.test']);
    const before = await auditRows();
    const refused = await save([
      'partner',
      'https://example.com/',
      'gmail.com',
      'ok.test',
      'OK.test',
      '-bad.test',
      'a..test',
      'example.123',
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation_error');
    const props = refused.json().errors.map((e: { prop: string }) => e.prop);
    expect(props).toEqual(['domains.0', 'domains.1', 'domains.2', 'domains.4', 'domains.5', 'domains.6', 'domains.7']);
    expect(refused.json().errors[2].message).toContain('public mail service');
    expect((await read()).json().data).toEqual({ domains: ['partner.test'] });
    expect(await auditRows()).toHaveLength(before.length);

    expect((await save('partner.test')).statusCode).toBe(400);
    expect((await save(Array.from({ length: 51 }, (_, i) => `d${i}.test`))).statusCode).toBe(400);
    expect((await read()).json().data).toEqual({ domains: ['partner.test'] });
  });

  it("given staff without company settings access or another company's owner, then they neither read nor change the list", async () => {
    const recruiter = (await t.signIn('recruiter@demo-company.test')).token;
    expect((await read(recruiter)).statusCode).toBe(403);
    expect((await save(['evil.test'], recruiter)).statusCode).toBe(403);
    const otherOwner = (await t.signIn('owner@other-company.test')).token;
    expect((await read(otherOwner)).statusCode).toBe(404);
    expect((await save(['evil.test'], otherOwner)).statusCode).toBe(404);
    expect((await read()).json().data.domains).not.toContain('evil.test');
  });
});
