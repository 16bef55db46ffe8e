/**
 * Liveness and readiness for load balancers and orchestrators. Live answers as long as the event
 * loop does; ready also asks the database, and is 503 while it cannot answer or while migrations
 * this build knows have not run (a new version starting against an old database).
 */
import type { FastifyInstance } from 'fastify';
import { getLiveness, getReadiness } from '../../../contracts/operations.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { migrationState } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

const notReady = (why: string) => new HttpError(503, ErrorCode.notReady, why);

export function registerHealthRoutes(app: FastifyInstance, db: Db, databaseKind: 'pglite' | 'postgres'): void {
  registerEndpoint(app, db, getLiveness, async () => ({ status: 'live' as const }));
  registerEndpoint(app, db, getReadiness, async ({ request }) => {
    let migrations: { applied: number; known: number };
    try {
      migrations = await migrationState(db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      throw notReady('The database does not answer.');
    }
    if (migrations.applied < migrations.known) {
      throw notReady(`${migrations.known - migrations.applied} database migrations have not run.`);
    }
    return { status: 'ready' as const, database: databaseKind, migrations };
  });
}
