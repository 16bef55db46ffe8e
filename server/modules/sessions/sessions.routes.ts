import type { FastifyInstance } from 'fastify';
import * as sessions from '../../../contracts/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import { mailSecurityNotice } from '../auth/index.ts';
import { StepUpService } from '../second-factor/index.ts';
import { describeUserAgent, networkOf } from './device-description.ts';
import * as store from './sessions.store.ts';

/**
 * The sessions page (D205): a user lists and ends their own sessions, never anyone else's. Ending
 * another device's takes a step-up proof and mails the owner (D262): a stolen token must not sign
 * its victim out; this device's own session ends as signing out does.
 */
export function registerSessionRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const stepUp = new StepUpService(db, config);

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

  registerEndpoint(app, db, sessions.endSession, async ({ params, body, request }) => {
    const user = requireUser(request);
    const own = params.sessionId === request.auth?.sessionId;
    if (!own) {
      const live = await store.liveSessions(db, user.user_id);
      if (!live.some((row) => row.family_id === params.sessionId)) throw notFound('Session not found');
      await stepUp.verify(request, user.user_id, body?.proof, 'sessions_end');
    }
    const ended = await store.revokeSessions(db, user.user_id, { only: params.sessionId });
    if (ended === 0) throw notFound('Session not found');
    await audit(db, {
      event: 'session_ended',
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      details: { own },
    });
    if (!own) await mailSecurityNotice(db, config, user.user_id, { kind: 'sessions_ended' });
    return { ended };
  });

  registerEndpoint(app, db, sessions.endOtherSessions, async ({ body, request }) => {
    const user = requireUser(request);
    await stepUp.verify(request, user.user_id, body?.proof, 'sessions_end');
    const ended = await store.revokeSessions(db, user.user_id, { allBut: request.auth?.sessionId });
    await audit(db, {
      event: 'other_sessions_ended',
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      details: { ended },
    });
    if (ended > 0) await mailSecurityNotice(db, config, user.user_id, { kind: 'sessions_ended' });
    return { ended };
  });
}
