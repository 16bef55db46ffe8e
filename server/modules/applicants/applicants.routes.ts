/** Applicant lists, filter options, bulk actions, export and comparison (HTTP only; rules in the service). */
import type { FastifyInstance } from 'fastify';
import * as applicants from '../../../contracts/applicants.ts';
import { bulkUndoRejections } from '../../../contracts/bulk-rejection-undo.ts';
import {
  MAIL_ATTACHMENT_FIELD,
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_ATTACHMENT_MAX_FILES,
  MAIL_ATTACHMENTS_MAX_TOTAL_BYTES,
} from '../../../contracts/mail-attachments.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerFileUploads } from '../../http/file-upload.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkedJob } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import * as service from './applicants.service.ts';
import * as bulkActions from './bulk-actions.service.ts';
import * as bulkUndo from './bulk-undo.service.ts';
import * as email from './applicant-email.service.ts';
import { attachmentsTooLarge, checkAttachments } from './email-attachments.ts';

/** The message's text fields around the files. */
const EMAIL_FIELD_BYTES = 64 * 1024;

const jsonOf = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
};

/** The multipart text fields as the JSON endpoint's body (`ref_ids` and `versions` are JSON). */
function emailFields(fields: Record<string, string>) {
  const parsed = applicants.EmailApplicantsBody.safeParse({
    ref_ids: jsonOf(fields.ref_ids) ?? undefined,
    subject: fields.subject ?? '',
    message: fields.message ?? '',
    ...(fields.versions !== undefined ? { versions: jsonOf(fields.versions) } : {}),
    ...(fields.language ? { language: fields.language } : {}),
  });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      prop: String(issue.path[0] ?? 'body'),
      message: issue.message,
    }));
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  }
  return parsed.data;
}

export function registerApplicantRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  registerEndpoint(app, db, applicants.listJobApplicants, async ({ params, query, request }) =>
    service.listJobApplicants(db, requireUser(request), params.jobId, query),
  );
  registerEndpoint(app, db, applicants.listAccountApplicants, async ({ params, query, request }) =>
    service.listAccountApplicants(db, requireUser(request), params.accountId, query),
  );
  registerEndpoint(app, db, applicants.getApplicantFilters, async ({ request }) =>
    service.filterOptions(db, requireUser(request), checkedJob(request)),
  );
  registerEndpoint(app, db, applicants.bulkRejectApplicants, async ({ body, request }) =>
    bulkActions.bulkReject(db, requireUser(request), body, publicUrl, request.idempotency),
  );
  registerEndpoint(app, db, bulkUndoRejections, async ({ body, request }) =>
    bulkUndo.bulkUndoRejections(db, requireUser(request), body.ref_ids, request.idempotency),
  );
  registerEndpoint(app, db, applicants.previewRejectionEmail, async ({ body, request }) =>
    email.previewRejection(db, requireUser(request), body, publicUrl),
  );
  registerEndpoint(app, db, applicants.bulkAssignUser, async ({ body, request }) =>
    bulkActions.bulkAssign(db, requireUser(request), body, request.idempotency),
  );
  registerEndpoint(app, db, applicants.emailApplicants, async ({ body, request }) =>
    email.emailApplicants(db, requireUser(request), body, publicUrl, request.idempotency),
  );
  registerEndpoint(app, db, applicants.previewApplicantEmail, async ({ body, request }) =>
    email.previewEmail(db, requireUser(request), body, publicUrl),
  );
  registerFileUploads(
    app,
    {
      fileBytes: MAIL_ATTACHMENT_MAX_BYTES,
      files: { count: MAIL_ATTACHMENT_MAX_FILES, totalBytes: MAIL_ATTACHMENTS_MAX_TOTAL_BYTES },
      fieldBytes: EMAIL_FIELD_BYTES,
      tooLarge: attachmentsTooLarge,
    },
    (scope, uploads) => {
      registerEndpoint(scope, db, applicants.emailApplicantsWithFiles, async ({ request }) => {
        const viewer = requireUser(request);
        const { files, fields } = await uploads.readFilesAndFields(request, MAIL_ATTACHMENT_FIELD);
        const body = emailFields(fields);
        return email.emailApplicants(db, viewer, body, publicUrl, request.idempotency, await checkAttachments(files));
      });
    },
  );
  registerEndpoint(app, db, applicants.markApplicantsNew, async ({ body, request }) =>
    bulkActions.markNew(db, requireUser(request), body, request.idempotency),
  );
  registerEndpoint(app, db, applicants.moveApplicants, async ({ body, request }) =>
    bulkActions.moveApplicants(db, requireUser(request), body, request.idempotency),
  );
  registerEndpoint(app, db, applicants.deleteApplicants, async ({ body, request }) =>
    bulkActions.deleteApplicants(db, requireUser(request), body, request.idempotency),
  );
  registerEndpoint(app, db, applicants.exportApplicants, async ({ query, request }) => {
    const { page: _page, page_size: _size, ...filters } = query;
    const job = checkedJob(request);
    const file = await service.exportApplicants(db, job, filters);
    // Personal data leaving the product: the company's log says who took how many, with which filters (D264).
    await audit(db, {
      event: 'applicants_exported',
      actorUserId: requireUser(request).user_id,
      accountId: job.account_id,
      details: { job_id: job.job_id, job_title: job.title, rows: file.rows, filters },
    });
    return file;
  });
  registerEndpoint(app, db, applicants.getMultiCompare, async ({ query, request }) =>
    service.multiCompare(db, requireUser(request), query.ids, query.language),
  );
}
