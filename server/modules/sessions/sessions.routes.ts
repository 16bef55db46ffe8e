import type { FastifyInstance } from 'fastify';
import * as sessions from '../../../contracts/sessions.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../auth/auth.store.ts';
import { describeUserAgent, networkOf } from './device-description.ts';
import * as store from './sessions.store.ts';

/** The sessions page (D205): a user lists and ends their own sessions, never anyone else's. */
export function registerSessionRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, sessions.listSessions, async ({ request }) => {
    const user = requireUser(request);
    const current = request.auth?.sessionId;
    const rows = await store.liveSessions(db, user.user_id);
    return {
      results: rows.map((row) => ({
        session_id: row.family_id,
        ...describeUserAgent(row.user_agent),
        place: networkOf(row.ip),
        signed_in_at: new Date(row.created_at).toISOString(),
        last_used_at: new Date(row.last_used_at).toISOString(),
        current: row.family_id === current,
      })),
    };
  });

  registerEndpoint(app, db, sessions.endSession, async ({ params, request }) => {
    const user = requireUser(request);
    const ended = await store.revokeSessions(db, user.user_id, { only: params.sessionId });
    if (ended === 0) throw notFound('Session not found');
    await audit(db, {
      event: 'session_ended',
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      details: { own: params.sessionId === request.auth?.sessionId },
    });
    return { ended };
  });

  registerEndpoint(app, db, sessions.endOtherSessions, async ({ request }) => {
    const user = requireUser(request);
    const ended = await store.revokeSessions(db, user.user_id, { allBut: request.auth?.sessionId });
    await audit(db, {
      event: 'other_sessions_ended',
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      details: { ended },
    });
    return { ended };
  });
}
