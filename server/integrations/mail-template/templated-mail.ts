/**
 * A mail made from its template. The template is chosen company first, then system; in the
 * recipient's language first, then English; the shipped text if no row is left (a template is
 * never missing for a mail the product sends).
 */
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import type { OutgoingMail, MailPurpose } from '../mail.ts';
import { candidateTemplates, type TemplateContent } from './email-template.store.ts';
import { renderTemplate, type TemplateValues } from './render.ts';
import { SHIPPED_TEMPLATES } from '../../db/seed/content/mail/shipped-templates.ts';

export const asLanguage = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

export interface ChosenTemplate extends TemplateContent {
  /** Whose text it is: the company's own, the system's, or the shipped one. */
  source: 'company' | 'system' | 'shipped';
  language: Language;
}

export async function chooseTemplate(
  db: Db,
  slug: EmailTemplateSlug,
  accountId: number | null,
  language: Language,
): Promise<ChosenTemplate> {
  const languages: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  const rows = await candidateTemplates(db, slug, accountId, languages);
  for (const lang of languages) {
    const own = accountId === null ? undefined : rows.find((r) => r.account_id === accountId && r.language === lang);
    if (own) return { ...own, source: 'company', language: lang };
    const system = rows.find((r) => r.account_id === null && r.language === lang);
    if (system) return { ...system, source: 'system', language: lang };
  }
  return { ...SHIPPED_TEMPLATES[slug][language], from_name: '', reply_to: '', source: 'shipped', language };
}

export interface TemplatedMailInput {
  slug: EmailTemplateSlug;
  to: string;
  language: string | null | undefined;
  values: TemplateValues;
  purpose: MailPurpose;
  /** The person who wrote the message; answers go to them before the template's reply-to. */
  replyTo?: string;
}

type Chooser = (slug: EmailTemplateSlug, accountId: number | null, language: Language) => Promise<ChosenTemplate>;

function render(input: TemplatedMailInput, template: ChosenTemplate): OutgoingMail {
  const rendered = renderTemplate(input.slug, template, input.values);
  const replyTo = input.replyTo ?? (template.reply_to || undefined);
  return {
    to: input.to,
    subject: rendered.subject,
    text: rendered.plain_body,
    html: rendered.html_body,
    purpose: input.purpose,
    language: template.language,
    ...(replyTo ? { replyTo } : {}),
    ...(template.from_name ? { fromName: template.from_name } : {}),
  };
}

async function made(input: TemplatedMailInput, choose: Chooser): Promise<OutgoingMail> {
  const accountId = 'accountId' in input.purpose ? input.purpose.accountId : null;
  return render(input, await choose(input.slug, accountId, asLanguage(input.language)));
}

export async function templatedMail(db: Db, input: TemplatedMailInput): Promise<OutgoingMail> {
  return made(input, (slug, accountId, language) => chooseTemplate(db, slug, accountId, language));
}

/** A mail and whose text it was made from, for a preview that says so (D381). */
export async function templatedMailOf(
  db: Db,
  input: TemplatedMailInput,
): Promise<{ mail: OutgoingMail; source: ChosenTemplate['source'] }> {
  let source: ChosenTemplate['source'] = 'shipped';
  const mail = await made(input, async (slug, accountId, language) => {
    const chosen = await chooseTemplate(db, slug, accountId, language);
    source = chosen.source;
    return chosen;
  });
  return { mail, source };
}

/** Many mails at once (a message to a list of applicants): each template is read once per company and language. */
export async function templatedMails(db: Db, inputs: TemplatedMailInput[]): Promise<OutgoingMail[]> {
  const chosen = new Map<string, Promise<ChosenTemplate>>();
  const choose: Chooser = (slug, accountId, language) => {
    const key = `${slug}|${accountId ?? ''}|${language}`;
    if (!chosen.has(key)) chosen.set(key, chooseTemplate(db, slug, accountId, language));
    return chosen.get(key)!;
  };
  const mails: OutgoingMail[] = [];
  for (const input of inputs) mails.push(await made(input, choose));
  return mails;
}
