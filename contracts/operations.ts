/**
 * What load balancers and orchestrators ask: is the process answering (live), and may it take
 * traffic (ready: the database answers and every migration this build knows has run). A process
 * that is not ready answers 503 with code `not_ready` and says which check failed.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const OperationsErrorCode = { notReady: 'not_ready' } as const;

export const getLiveness = defineEndpoint({
  method: 'GET',
  path: '/health/live',
  access: 'public',
  summary: 'The process answers',
  response: z.object({ status: z.literal('live') }),
});

export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number(), known: z.number() }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  summary: 'The database answers and its migrations are current',
  response: ReadinessSchema,
});
