/**
 * Bad input is a 400 that names its field, in the reader's language (D272), on
 * the real server and database: a value a contract let through and the database refused is traced
 * back to the field that carried it; a contract's refusal and a service's say which field to check
 * in the answer's own message, not only in `errors`; and nothing is kept.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fieldsOfRefusal } from './field-errors.ts';
import { inputLabels } from './input-labels.ts';

let t: TestApp;
let token: string;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  token = (await t.signIn('owner@demo-company.test')).token;
  accountId = (await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', 1).executeTakeFirstOrThrow())
    .account_id;
});
afterAll(() => t.close());

const embed = { name: 'Pipeline', site_url: 'https://bi.example.test', dashboard: 7, scope: 'company', secret: 'k' };

const saveEmbed = (body: unknown, language: string) =>
  t.request({
    method: 'POST',
    url: `/api/integration/v1/account/${accountId}/bi-embeds/`,
    token,
    body,
    headers: { 'accept-language': language, 'idempotency-key': randomUUID() },
  });

describe('bad input named by its field (D272)', () => {
  it('given values the database refuses behind a contract, then each refusal is traced to the field that carried it, with why in the reader’s language', async () => {
    // PostgreSQL's own refusals (no contract lets these through today: each is a last resort).
    const refusal = async (query: ReturnType<typeof sql>) => {
      const error = await query.execute(t.db).then(
        () => undefined,
        (e: unknown) => e as { code: string; message: string },
      );
      expect(error).toBeDefined();
      return error!;
    };
    const input = [
      { jobId: '1' },
      { from: '2026-02-30', page: '2' },
      { title: 'x'.repeat(12), items: [{ weight: 99_999_999_999 }], note: 'ok' },
    ];
    const fr = inputLabels('fr');
    expect(fieldsOfRefusal(await refusal(sql`select ${'2026-02-30'}::date`), input, fr)).toEqual([
      { prop: 'from', message: 'Saisissez une date réelle au format AAAA-MM-JJ.' },
    ]);
    expect(fieldsOfRefusal(await refusal(sql`select ${'99999999999'}::integer`), input, fr)).toEqual([
      { prop: 'items.0.weight', message: 'Ce nombre est trop grand ou trop petit.' },
    ]);
    const es = inputLabels('es');
    await sql`create temp table t_len (v varchar(10))`.execute(t.db);
    expect(fieldsOfRefusal(await refusal(sql`insert into t_len values (${'x'.repeat(12)})`), input, es)).toEqual([
      { prop: 'title', message: `Puede tener como máximo ${(10).toLocaleString('es')} caracteres.` },
    ]);
    // Nothing in the request matches: no field is guessed.
    expect(fieldsOfRefusal(await refusal(sql`select 'abc'::integer`), input, es)).toEqual([]);
  });

  it('given a contract’s refusal, then its message names the field and the field’s words are in the reader’s language', async () => {
    const long = await saveEmbed({ ...embed, name: 'x'.repeat(1001) }, 'es');
    expect(long.statusCode).toBe(400);
    const tooLong = `Puede tener como máximo ${(1000).toLocaleString('es')} caracteres.`;
    expect(long.json()).toMatchObject({
      message: `Revisa name: ${tooLong}`,
      errors: [{ prop: 'name', message: tooLong }],
    });
    const { name: _name, ...withoutName } = embed;
    const missing = await saveEmbed(withoutName, 'en');
    expect(missing.json()).toMatchObject({
      message: 'Check name: This is required.',
      errors: [{ prop: 'name', message: 'This is required.' }],
    });
    const two = await saveEmbed({ ...embed, name: 7, site_url: 8 }, 'fr');
    expect(two.json().message).toBe('Vérifiez ces champs\u202f: name, site_url.');
    expect(two.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Cette valeur n’est pas valide ici.',
      'Cette valeur n’est pas valide ici.',
    ]);
  });

  it('given a body that is not JSON, or none where JSON is announced, then the 400 names the body in the reader’s language', async () => {
    for (const payload of ['{"name": "Pipe', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/integration/v1/account/${accountId}/bi-embeds/`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'es' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        message: 'Revisa body: El cuerpo de la solicitud no es JSON válido.',
        errors: [{ prop: 'body', message: 'El cuerpo de la solicitud no es JSON válido.' }],
      });
    }
  });

  it('given a refusal a service or the shared checks make, then its message names the field too', async () => {
    const res = await saveEmbed({ ...embed, name: 'Pipe\ud800' }, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Vérifiez name\u202f: Ce texte contient un caractère endommagé (un substitut non apparié). Supprimez-le ou saisissez-le à nouveau.',
    );
  });
});
