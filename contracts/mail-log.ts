/**
 * The mail log: what the product sent, or would have sent, from the server's mail outbox
 * (server/integrations/mail.ts). Provider admins read every company's mail and the platform's own
 * (password resets); a company's staff with company_settings_access read their company's only.
 * Lists page newest first with `{ data, count, page, page_size }` plus `is_delivery_on`: false when
 * no SMTP server is set up, so the screen can say the mail is only kept, never sent.
 *
 * Who: the company endpoints answer 404 to another company's staff (and for a mail of another
 * company), 403 to the company's staff without the flag and to candidates.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'uncertain'] as const;
export type MailLogStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_LOG_PAGE_SIZE = 25;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

const listQueryShape = {
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  status: z.optional(z.enum(MAIL_STATUSES)),
  /** Part of the recipient's address, case-insensitive. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
};

export const AdminMailLogQuery = z.object({ ...listQueryShape, account_id: z.optional(id) });
export type AdminMailLogFilters = z.infer<typeof AdminMailLogQuery>;
export const CompanyMailLogQuery = z.object({ ...listQueryShape, account_id: z.optional(id) });
export type CompanyMailLogFilters = z.infer<typeof CompanyMailLogQuery>;

export const MailLogRowSchema = z.object({
  mail_id: z.number(),
  created_at: z.string(),
  /** Null for the platform's own mail (password resets). */
  account_id: z.nullable(z.number()),
  account_name: z.nullable(z.string()),
  to_address: z.string(),
  subject: z.string(),
  /** Why the person receives it: password_reset, applicant_email, scorecard_share... */
  reason: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  sent_at: z.nullable(z.string()),
  last_attempt_at: z.nullable(z.string()),
  /** Why the last attempt failed, or why the mail is uncertain. */
  last_error: z.nullable(z.string()),
});
export type MailLogRow = z.infer<typeof MailLogRowSchema>;

export const MailLogCompanySchema = z.object({ account_id: z.number(), name: z.string() });

export const MailLogPageSchema = z.object({
  data: z.array(MailLogRowSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** False when no SMTP server is set up: the mail is kept here and never sent. */
  is_delivery_on: z.boolean(),
  /** Provider admins' list only: the companies that have mail, for the company filter. */
  companies: z.optional(z.array(MailLogCompanySchema)),
});
export type MailLogPage = z.infer<typeof MailLogPageSchema>;

export const MailLogMailSchema = z.object({
  ...MailLogRowSchema.shape,
  text_body: z.string(),
  /** As queued: untrusted markup, shown only inside a sandboxed frame. */
  html_body: z.nullable(z.string()),
  from_name: z.nullable(z.string()),
  reply_to: z.nullable(z.string()),
});
export type MailLogMail = z.infer<typeof MailLogMailSchema>;

export const MailIdParams = z.object({ mailId: id });

export const listAdminMailLog = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/mail-log/',
  access: 'provider-admin',
  summary:
    "Every company's mail and the platform's own, newest first, filtered by status, company and recipient (provider admins)",
  query: AdminMailLogQuery,
  response: MailLogPageSchema,
});

export const getAdminMail = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/mail-log/{mailId}/',
  access: 'provider-admin',
  summary: 'One mail with its plain text and HTML (provider admins)',
  params: MailIdParams,
  response: MailLogMailSchema,
});

export const listCompanyMailLog = defineEndpoint({
  method: 'GET',
  path: '/account/v1/mail-log/',
  access: 'company-settings',
  summary:
    "A company's mail, newest first, filtered by status and recipient (company settings access); account_id defaults to the viewer's company",
  query: CompanyMailLogQuery,
  response: MailLogPageSchema,
});

export const getCompanyMail = defineEndpoint({
  method: 'GET',
  path: '/account/v1/mail-log/{mailId}/',
  access: 'company-settings',
  summary: "One of a company's mails with its plain text and HTML (company settings access)",
  params: MailIdParams,
  query: z.object({ account_id: z.optional(id) }),
  response: MailLogMailSchema,
});
