/**
 * The email editor's rules (contracts/email-templates.ts). A company reads its own version of a
 * mail or, without one, the system template; it never reads another company's. Saving checks the
 * whole template first (fields, placeholders) and changes nothing when any check fails; the HTML
 * is sanitised before it is stored. Restoring deletes a company's version, or writes the shipped
 * text back into a system template.
 */
import {
  COMPANY_TEMPLATE_SLUGS,
  EMAIL_TEMPLATE_SLUGS,
  TEMPLATE_VARIABLES,
  type EmailTemplateSlug,
} from '../../../contracts/email-template-catalog.ts';
import {
  templateFieldProblems,
  type EmailTemplate,
  type EmailTemplateSummary,
  type TemplateFields,
  type TryTemplate,
} from '../../../contracts/email-templates.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { requireCompanyAccess } from '../../http/endpoint-access.ts';
import { assertNoProblems, forbidden, notFound } from '../../http/http-error.ts';
import { queueMail } from '../../integrations/mail.ts';
import { PLATFORM_SENDER_NAME } from '../../integrations/mail-body.ts';
import { accountNames } from '../../integrations/mail-outbox.store.ts';
import * as store from '../../integrations/mail-template/email-template.store.ts';
import { renderTemplate } from '../../integrations/mail-template/render.ts';
import { sanitizeMailHtml } from '../../integrations/mail-template/sanitize.ts';
import { SHIPPED_TEMPLATES } from '../../db/seed/content/mail/shipped-templates.ts';
import type { ShippedTemplate } from '../../db/seed/content/mail/shipped-template-kit.ts';
import type { LoadedUser } from '../user/index.ts';

const templateNotFound = () => notFound('Email template not found');

function companySlug(slug: EmailTemplateSlug): EmailTemplateSlug {
  if (!COMPANY_TEMPLATE_SLUGS.includes(slug)) throw templateNotFound();
  return slug;
}

type Content = ShippedTemplate & { from_name: string; reply_to: string };

const shipped = (slug: EmailTemplateSlug, language: Language): Content => ({
  ...SHIPPED_TEMPLATES[slug][language],
  from_name: '',
  reply_to: '',
});
const contentOf = (row: store.TemplateRow): Content => ({
  template_display_name: row.template_display_name,
  description: row.description,
  subject: row.subject,
  html_body: row.html_body,
  plain_body: row.plain_body,
  from_name: row.from_name,
  reply_to: row.reply_to,
});
const sameText = (a: Content, b: Content) =>
  a.subject === b.subject &&
  a.html_body === b.html_body &&
  a.plain_body === b.plain_body &&
  a.from_name === b.from_name &&
  a.reply_to === b.reply_to;

async function systemContent(db: Db, slug: EmailTemplateSlug, language: Language): Promise<Content> {
  const row = await store.findTemplate(db, slug, null, language);
  return row ? contentOf(row) : shipped(slug, language);
}

function view(
  slug: EmailTemplateSlug,
  language: Language,
  type: EmailTemplate['type'],
  isDefault: boolean,
  shown: Content,
  fallback: Content,
): EmailTemplate {
  return {
    template_slug: slug,
    language,
    type,
    is_default: isDefault,
    ...shown,
    // The name and description are the system's (read-only in the editor).
    template_display_name: fallback.template_display_name,
    description: fallback.description,
    variables: [...TEMPLATE_VARIABLES[slug]],
    default_subject: fallback.subject,
    default_html_body: fallback.html_body,
    default_plain_body: fallback.plain_body,
  };
}

async function companyView(
  db: Db,
  slug: EmailTemplateSlug,
  accountId: number,
  language: Language,
): Promise<EmailTemplate> {
  const system = await systemContent(db, slug, language);
  const own = await store.findTemplate(db, slug, accountId, language);
  return own
    ? view(slug, language, 'company', false, contentOf(own), system)
    : view(slug, language, 'default', true, system, system);
}

async function systemView(db: Db, slug: EmailTemplateSlug, language: Language): Promise<EmailTemplate> {
  const current = await systemContent(db, slug, language);
  const original = shipped(slug, language);
  return view(slug, language, 'system', sameText(current, original), current, original);
}

function judged(slug: EmailTemplateSlug, body: TemplateFields): Required<TemplateFields> {
  const { value, problems } = templateFieldProblems(slug, body);
  assertNoProblems(problems, ErrorCode.invalidTemplate);
  return { ...value, html_body: sanitizeMailHtml(value.html_body) };
}

function summaries(
  slugs: readonly EmailTemplateSlug[],
  rowsOf: (slug: EmailTemplateSlug) => Language[],
): EmailTemplateSummary[] {
  return slugs.map((slug) => ({
    template_slug: slug,
    template_display_name: SHIPPED_TEMPLATES[slug].en.template_display_name,
    description: SHIPPED_TEMPLATES[slug].en.description,
    variables: [...TEMPLATE_VARIABLES[slug]],
    custom_languages: rowsOf(slug),
  }));
}

// Company templates: the endpoints' 'company-settings' permission checks the company they name
// (server/http/endpoint-access.ts).

export async function listCompanyTemplates(db: Db, accountId: number): Promise<EmailTemplateSummary[]> {
  const rows = await store.templatesOf(db, accountId);
  return summaries(COMPANY_TEMPLATE_SLUGS, (slug) =>
    LANGUAGES.filter((l) => rows.some((r) => r.template_slug === slug && r.language === l)),
  );
}

export async function getCompanyTemplate(
  db: Db,
  slug: EmailTemplateSlug,
  query: { account_id: number; language: Language },
) {
  return companyView(db, companySlug(slug), query.account_id, query.language);
}

export async function saveCompanyTemplate(
  db: Db,
  viewer: LoadedUser,
  slug: EmailTemplateSlug,
  body: TemplateFields & { account_id: number; language: Language },
) {
  companySlug(slug);
  const value = judged(slug, body);
  const system = await systemContent(db, slug, body.language);
  const key = { slug, accountId: body.account_id, language: body.language };
  await store.saveTemplate(
    db,
    key,
    { ...value, template_display_name: system.template_display_name, description: system.description },
    viewer.user_id,
  );
  return companyView(db, slug, body.account_id, body.language);
}

export async function restoreCompanyTemplate(
  db: Db,
  slug: EmailTemplateSlug,
  query: { account_id: number; language: Language },
) {
  await store.deleteCompanyTemplate(db, companySlug(slug), query.account_id, query.language);
  return companyView(db, slug, query.account_id, query.language);
}

// System templates (the endpoints are level 3: provider admins only)

export async function listSystemTemplates(db: Db): Promise<EmailTemplateSummary[]> {
  const rows = await store.templatesOf(db, null);
  return summaries(EMAIL_TEMPLATE_SLUGS, (slug) =>
    LANGUAGES.filter((l) => {
      const row = rows.find((r) => r.template_slug === slug && r.language === l);
      return row !== undefined && !sameText(contentOf(row), shipped(slug, l));
    }),
  );
}

export const getSystemTemplate = (db: Db, slug: EmailTemplateSlug, language: Language) =>
  systemView(db, slug, language);

export async function saveSystemTemplate(
  db: Db,
  viewer: LoadedUser,
  slug: EmailTemplateSlug,
  body: TemplateFields & { language: Language },
) {
  const value = judged(slug, body);
  const original = shipped(slug, body.language);
  await store.saveTemplate(
    db,
    { slug, accountId: null, language: body.language },
    { ...value, template_display_name: original.template_display_name, description: original.description },
    viewer.user_id,
  );
  return systemView(db, slug, body.language);
}

export async function restoreSystemTemplate(db: Db, viewer: LoadedUser, slug: EmailTemplateSlug, language: Language) {
  await store.saveTemplate(db, { slug, accountId: null, language }, shipped(slug, language), viewer.user_id);
  return systemView(db, slug, language);
}

// Preview and test mail

async function assertMayTry(db: Db, viewer: LoadedUser, body: TryTemplate): Promise<void> {
  if (body.account_id === undefined) {
    if (!viewer.is_jf_admin) throw forbidden();
    return;
  }
  // Not declarative: without an account_id the system template is tried (provider admins only).
  await requireCompanyAccess(db, viewer, body.account_id, 'company_settings_access');
  companySlug(body.template_slug);
}

async function senderName(db: Db, body: TryTemplate): Promise<string> {
  if (body.from_name?.trim()) return body.from_name.trim();
  if (body.account_id === undefined) return PLATFORM_SENDER_NAME;
  return (await accountNames(db, [body.account_id])).get(body.account_id) ?? PLATFORM_SENDER_NAME;
}

/**
 * The values a preview or test mail uses: the editor's test data as typed (an empty one shows its
 * fallback), or, when the editor sends none, each variable's sample, so a preview never reads
 * "Thank you for applying for at .".
 */
function previewValues(body: TryTemplate): Partial<Record<string, string>> {
  const given = body.test_data as Partial<Record<string, string>>;
  if (Object.values(given).some((v) => v !== undefined && v.trim() !== '')) return given;
  return Object.fromEntries(TEMPLATE_VARIABLES[body.template_slug].map((v) => [v.name, v.example]));
}

/** Renders what the editor holds; problems do not stop a preview (an unknown variable shows as its fallback or nothing). */
export async function previewTemplate(db: Db, viewer: LoadedUser, body: TryTemplate) {
  await assertMayTry(db, viewer, body);
  const rendered = renderTemplate(body.template_slug, body, previewValues(body));
  return { ...rendered, from_name: await senderName(db, body) };
}

export async function sendTestMail(db: Db, viewer: LoadedUser, body: TryTemplate) {
  await assertMayTry(db, viewer, body);
  const value = judged(body.template_slug, body);
  const rendered = renderTemplate(body.template_slug, value, previewValues(body));
  await queueMail(db, {
    to: viewer.email,
    subject: `[Test] ${rendered.subject}`,
    text: rendered.plain_body,
    html: rendered.html_body,
    purpose:
      body.account_id === undefined
        ? { reason: 'template_test' }
        : { reason: 'template_test', accountId: body.account_id },
    fromName: await senderName(db, body),
    ...(value.reply_to ? { replyTo: value.reply_to } : {}),
  });
  return { sent_to: viewer.email };
}
