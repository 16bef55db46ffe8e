/** Saved views of a requisition's applicant list (contracts/applicant-views.ts, D206): each person's own. */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/applicant-views.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedJob } from '../../http/endpoint-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The search as the list writes it, without the job (the view belongs to one) and in a stable order. */
export function cleanSearch(search: string): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  params.delete('job_id');
  params.sort();
  return params.toString();
}

export function registerApplicantViewRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listApplicantViews, async ({ request }) =>
    db
      .selectFrom('applicant_list_views')
      .select(['view_id', 'name', 'search'])
      .where('user_id', '=', requireUser(request).user_id)
      .where('job_id', '=', checkedJob(request).job_id)
      .orderBy('name')
      .execute(),
  );
  registerEndpoint(app, db, api.saveApplicantView, async ({ request, body }) => {
    const userId = requireUser(request).user_id;
    const jobId = checkedJob(request).job_id;
    return db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('applicant_list_views')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('job_id', '=', jobId)
        .where('name', '!=', body.name)
        .executeTakeFirstOrThrow();
      if (Number(n) >= api.VIEWS_MAX) {
        const message = `Keep at most ${api.VIEWS_MAX} views: delete one first.`;
        throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'name', message }]);
      }
      return trx
        .insertInto('applicant_list_views')
        .values({ user_id: userId, job_id: jobId, name: body.name, search: cleanSearch(body.search) })
        .onConflict((oc) => oc.columns(['user_id', 'job_id', 'name']).doUpdateSet({ search: cleanSearch(body.search) }))
        .returning(['view_id', 'name', 'search'])
        .executeTakeFirstOrThrow();
    });
  });
  registerEndpoint(app, db, api.deleteApplicantView, async ({ request, params }) => {
    const deleted = await db
      .deleteFrom('applicant_list_views')
      .where('view_id', '=', params.viewId)
      .where('user_id', '=', requireUser(request).user_id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('View not found');
    return { ok: true };
  });
}
