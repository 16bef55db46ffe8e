/**
 * The signed-in user's own sessions (D205): one per device that signed in, with
 * its browser, an approximate place (the address's network, never a looked-up city) and when it
 * signed in and was last used. Ending one refuses its tokens at their next request (D203).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { StepUpBody } from './step-up.ts';

export const SessionSchema = z.object({
  session_id: z.string(),
  browser: z.string(),
  os: z.string(),
  /** The network the device last came from: "203.0.113.x" (IPv4 /24) or "2001:db8:1::/48"; null when unknown. */
  place: z.nullable(z.string()),
  signed_in_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof SessionSchema>;

export const SessionIdParams = z.object({ sessionId: z.string().check(z.uuid()) });

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/auth/v1/sessions/',
  access: 'signed-in',
  summary: "The caller's own active sessions, newest use first; `current` marks the one asking",
  response: z.object({ results: z.array(SessionSchema) }),
});

export const endSession = defineEndpoint({
  method: 'DELETE',
  path: '/auth/v1/sessions/{sessionId}/',
  access: 'signed-in',
  summary:
    "End one of the caller's own sessions at once (404 for anyone else's or one already ended); another device's needs a step-up proof (D262)",
  params: SessionIdParams,
  body: StepUpBody,
  response: z.object({ ended: z.number() }),
});

export const endOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/sessions/end-others/',
  access: 'signed-in',
  summary: "End every session of the caller's except the one asking, with a step-up proof (D262)",
  body: StepUpBody,
  response: z.object({ ended: z.number() }),
});

export const sessionEndpoints = [listSessions, endSession, endOtherSessions];
