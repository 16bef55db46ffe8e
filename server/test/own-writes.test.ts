/**
 * Writes on one's own things (level 1, `signed-in`, D379): each names its thing in the path (a
 * user, an experience, a session), so another person of the same company can send the very same
 * request. That person is refused (403 or 404) and nothing changes; then the thing's owner sends it
 * and it is accepted (2xx). The sweep (write-refusals.test.ts) sends these only from outsiders and
 * lets any signed-in sender through where the request names nothing of theirs: here the sender is
 * the company's colleague, who is signed in, holds roles, and still may not.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../contracts/permissions.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { startBadInputApp, type BadInputApp } from './bad-input-kit.ts';
import { validValue, type Hints } from './valid-body.ts';

/** The thing's owner and a colleague at the same company with more permissions than they have. */
const OWNER = 'interviewer@demo-company.test';
const COLLEAGUE = 'owner@demo-company.test';

interface OwnWrite {
  key: string;
  /** The path's values naming the owner's thing. */
  params: (own: Own) => Hints;
  body?: Record<string, unknown>;
}
interface Own {
  userId: number;
  experienceId: number;
  sessionId: string;
}

const OWN_WRITES: OwnWrite[] = [
  // Not here: PATCH /user/v1/{userId}/, which the company's staff may send for a colleague (a team
  // member's name, as the spec's team forms do), and the candidate profile, whose rules the walker does not meet.
  { key: 'POST /user/v1/{userId}/data-export/', params: (o) => ({ userId: o.userId }) },
  { key: 'PATCH /user/v1/job/{id}/', params: (o) => ({ id: o.experienceId }) },
  { key: 'DELETE /user/v1/job/{id}/', params: (o) => ({ id: o.experienceId }) },
  {
    key: 'DELETE /auth/v1/sessions/{sessionId}/',
    params: (o) => ({ sessionId: o.sessionId }),
    body: { proof: { password: DEMO_PASSWORD } },
  },
  // Last: a new password may end the owner's other sessions.
  {
    key: 'PUT /auth/v1/change-password/{userId}/',
    params: (o) => ({ userId: o.userId }),
    body: { current_password: DEMO_PASSWORD, password: 'Another-demo-22', password_confirmation: 'Another-demo-22' },
  },
];

let app: BadInputApp;
let tokens: { owner: string; colleague: string };
let own: Own;
let endpoints: Map<string, Endpoint>;

beforeAll(async () => {
  app = await startBadInputApp();
  const owner = await app.t.signIn(OWNER);
  // A second session of the owner's: the first is the one a write ends.
  const second = await app.t.signIn(OWNER);
  tokens = { owner: owner.token, colleague: (await app.t.signIn(COLLEAGUE)).token };
  const experience = await app.t.request({
    method: 'POST',
    url: '/api/user/v1/job/',
    token: owner.token,
    body: { title: 'Support agent', company_name: 'Harbour Books', start_date: '2021-03-01', end_date: '2023-06-30' },
  });
  expect(experience.statusCode, experience.body).toBeLessThan(300);
  // The first session: the owner's requests below go on the second.
  const session = await sql<{ v: string }>`select family_id as v from sign_in_sessions
    where user_id = ${owner.userId} order by created_at, family_id limit 1`.execute(app.t.db);
  own = {
    userId: owner.userId,
    experienceId: (experience.json().data as { id: number }).id,
    sessionId: session.rows[0]!.v,
  };
  tokens.owner = second.token;
  endpoints = new Map(app.t.app.endpointTable.map((e) => [`${e.method} ${e.path}`, e]));
});
afterAll(async () => app.t.close());

describe('a write on one’s own things, sent by a colleague of the same company and then by its owner (D379)', () => {
  it('lists only level 1 writes', () => {
    for (const { key } of OWN_WRITES) expect(PERMISSIONS[endpoints.get(key)!.access].level, key).toBe(1);
  });

  it.each(OWN_WRITES.map((w) => [w.key, w] as const))(
    'given %s, then the colleague is refused with nothing changed, and the owner is accepted',
    async (_key, write) => {
      const endpoint = endpoints.get(write.key)!;
      const hints = write.params(own);
      const url = `/api${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => String(hints[name]))}`;
      const generated = endpoint.body ? validValue(endpoint.body, hints, 20261130) : undefined;
      const body = write.body ? { ...(generated as object), ...write.body } : generated;
      const send = (token: string) =>
        app.t.request({ method: endpoint.method, url, token, body, headers: { 'accept-language': 'en' } });
      const before = await app.changesSoFar();
      const refused = await send(tokens.colleague);
      expect([403, 404], `${write.key} by the colleague: ${refused.body.slice(0, 200)}`).toContain(refused.statusCode);
      expect(await app.changesSoFar()).toBe(before);
      const accepted = await send(tokens.owner);
      expect(accepted.statusCode, `${write.key} by the owner: ${accepted.body.slice(0, 300)}`).toBeLessThan(300);
    },
  );
});
