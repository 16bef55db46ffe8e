/** HTTP for job-board feed settings (contracts/job-boards.ts); the feeds themselves are in modules/careers. */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/job-boards.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './job-boards.service.ts';

export function registerJobBoardRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listBoards, async ({ query }) => service.listBoards(db, query.account_id));
  registerEndpoint(app, db, api.createBoard, async ({ body, request }) =>
    service.createBoard(db, requireUser(request), body.account_id, body.name),
  );
  registerEndpoint(app, db, api.getBoard, async ({ params }) => service.getBoard(db, params.id));
  registerEndpoint(app, db, api.updateBoard, async ({ params, request, body }) =>
    service.updateBoard(db, requireUser(request), params.id, body),
  );
}
