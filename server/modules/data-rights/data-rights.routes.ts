/**
 * The data-rights endpoints (contracts/data-rights.ts). Export and erasure are the person's own:
 * anyone else, staff and provider admins included, gets 404 so ids cannot be probed. The
 * retention period is a company setting (company settings access, or a provider admin).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import * as rights from '../../../contracts/data-rights.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { sendFile } from '../../http/file-download.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { enqueue } from '../../jobs/queue.ts';
import { audit } from '../../audit/audit-trail.ts';
import { verifyPassword } from '../auth/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { DATA_EXPORT_JOB } from './data-rights.jobs.ts';
import { erasePerson } from './erasure.service.ts';
import { safeKey, type FileStorage } from '../../storage/file-storage.ts';
import { countPastRetention } from './retention.service.ts';

const exportNotFound = () => notFound('Archive not found');

function ownSelf(viewer: LoadedUser, userId: number): void {
  if (viewer.user_id !== userId) throw exportNotFound();
}

type ExportRow = {
  export_id: string;
  status: 'queued' | 'ready' | 'failed';
  size_bytes: string | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
};

function publicExport(row: ExportRow): rights.DataExport {
  return {
    export_id: row.export_id,
    status: row.status,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    created_at: row.created_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

async function latestExport(db: Db, userId: number): Promise<ExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .select(['export_id', 'status', 'size_bytes', 'created_at', 'ready_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function retentionOf(db: Db, accountId: number) {
  const row = await db
    .selectFrom('accounts')
    .select('applicant_retention_months')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { months: row.applicant_retention_months };
}

export function registerDataRightsRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  registerEndpoint(app, db, rights.startDataExport, async ({ params, request }) => {
    const viewer = requireUser(request);
    ownSelf(viewer, params.userId);
    return db.transaction().execute(async (trx) => {
      // One request waits at a time: a second click answers the first.
      await sql`select user_id from users where user_id = ${viewer.user_id} for update`.execute(trx);
      const latest = await latestExport(trx, viewer.user_id);
      if (latest?.status === 'queued') return publicExport(latest);
      const exportId = randomUUID();
      await trx.insertInto('data_exports').values({ export_id: exportId, user_id: viewer.user_id }).execute();
      await enqueue(trx, DATA_EXPORT_JOB, { export_id: exportId });
      await audit(trx, {
        event: 'data_export_requested',
        actorUserId: viewer.user_id,
        subjectUserId: viewer.user_id,
        ip: request.ip,
        details: { export_id: exportId },
      });
      return publicExport((await latestExport(trx, viewer.user_id))!);
    });
  });

  registerEndpoint(app, db, rights.latestDataExport, async ({ params, request }) => {
    const viewer = requireUser(request);
    ownSelf(viewer, params.userId);
    const latest = await latestExport(db, viewer.user_id);
    return latest ? publicExport(latest) : null;
  });

  registerEndpoint(app, db, rights.eraseAccount, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    ownSelf(viewer, params.userId);
    // Not an access check: staff and provider-admin accounts are removed by others, never erased by themselves.
    if (viewer.is_jf_admin || viewer.roles.length > 0) {
      throw new HttpError(
        403,
        ErrorCode.staffAccountErasure,
        "Staff accounts are removed by their company's administrator.",
      );
    }
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(stored.password_hash, body.password))) {
      throw new HttpError(400, ErrorCode.wrongCurrentPassword, 'The current password you provided is incorrect.', [
        { prop: 'password', message: 'The current password you provided is incorrect.' },
      ]);
    }
    const opaque = await erasePerson(db, storage, viewer.user_id);
    // The opaque id is the placeholder's new uuid: it names nobody.
    await audit(db, { event: 'account_erased', details: { erased: opaque } });
    return { ok: true };
  });

  // The archive is not JSON, so this one is routed by hand (same auth check, same table entry).
  app.endpointTable.push(rights.dataExportFile);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(rights.dataExportFile.path),
    schema: {
      summary: rights.dataExportFile.summary,
      tags: ['user'],
      security: [{ bearer: [] }],
      params: rights.DataExportParams,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, rights.dataExportFile.auth);
    },
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { userId, exportId } = request.params as z.infer<typeof rights.DataExportParams>;
      ownSelf(viewer, userId);
      const row = await db
        .selectFrom('data_exports')
        .select(['storage_path', 'status', 'expires_at', 'created_at'])
        .where('export_id', '=', exportId)
        .where('user_id', '=', viewer.user_id)
        .executeTakeFirst();
      if (!row || row.status !== 'ready' || !row.storage_path) throw exportNotFound();
      if (row.expires_at && row.expires_at.getTime() < Date.now())
        throw new HttpError(410, ErrorCode.exportExpired, 'This archive has expired. Ask for a new one.');
      const key = safeKey(row.storage_path);
      if (!key) throw exportNotFound();
      await audit(db, {
        event: 'data_export_downloaded',
        actorUserId: viewer.user_id,
        subjectUserId: viewer.user_id,
        ip: request.ip,
        details: { export_id: exportId },
      });
      const day = row.created_at.toISOString().slice(0, 10);
      return sendFile(request, reply, {
        storage,
        key,
        redirect: true,
        contentType: 'application/zip',
        filename: `assay-my-data-${day}.zip`,
        missingText: 'Archive not found',
      });
    },
  });

  registerEndpoint(app, db, rights.getRetention, async ({ request }) => retentionOf(db, checkedCompany(request)));

  registerEndpoint(app, db, rights.saveRetention, async ({ body, request }) => {
    const viewer = requireUser(request);
    const accountId = checkedCompany(request);
    const before = await retentionOf(db, accountId);
    await db
      .updateTable('accounts')
      .set({ applicant_retention_months: body.months })
      .where('account_id', '=', accountId)
      .execute();
    if (before.months !== body.months) {
      await audit(db, {
        event: 'retention_period_changed',
        actorUserId: viewer.user_id,
        accountId,
        ip: request.ip,
        details: { from: before.months, to: body.months },
      });
    }
    return retentionOf(db, accountId);
  });

  registerEndpoint(app, db, rights.previewRetention, async ({ query, request }) => ({
    months: query.months,
    affected: await countPastRetention(db, checkedCompany(request), query.months),
  }));
}
