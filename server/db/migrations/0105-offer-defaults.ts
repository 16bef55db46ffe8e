/**
 * Offers in two minutes (D216). `offer_settings.currency`: the company's offer
 * currency (ISO 4217), which money fields print in. `offers.value_format`: how the offer's values
 * print, kept with the offer when it is made (currency, each field's type, the company's time
 * zone), so its letter reads the same later; null for offers made before, which print their values
 * as typed (their sent PDFs already do). Drafts get one now, from the company's fields. Companies
 * that never had an offer field or template get the default setup: fields and letters as this
 * migration's own copy (D353), so that later changes to what new companies get
 * (server/modules/offer-letter/default-offer-setup.ts) leave what it did unchanged.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table offer_settings add column currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$')`,
  `alter table offers add column value_format jsonb`,
  `update offers o set value_format = jsonb_build_object(
     'currency', coalesce((select s.currency from offer_settings s where s.account_id = o.account_id), 'USD'),
     'types', coalesce((select jsonb_object_agg(f.field_key, f.field_type) from offer_fields f
                         where f.account_id = o.account_id and f.archived_at is null), '{}'::jsonb),
     'time_zone', (select a.time_zone from accounts a where a.account_id = o.account_id))
   where o.status = 'draft'`,
];

/** The languages the product spoke then, which the letters below cover. */
const LANGUAGES = ['en', 'es', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

interface DefaultField {
  field_key: string;
  field_type: 'money' | 'date' | 'number';
  label: Record<Language, string>;
  min_value: number | null;
  max_value: number | null;
}

const DEFAULT_OFFER_FIELDS: DefaultField[] = [
  {
    field_key: 'salary',
    field_type: 'money',
    label: { en: 'Annual salary', es: 'Salario anual', fr: 'Salaire annuel' },
    min_value: 1,
    max_value: null,
  },
  {
    field_key: 'start_date',
    field_type: 'date',
    label: { en: 'Start date', es: 'Fecha de incorporación', fr: 'Date d’entrée en fonction' },
    min_value: null,
    max_value: null,
  },
  {
    field_key: 'weekly_hours',
    field_type: 'number',
    label: { en: 'Hours per week', es: 'Horas semanales', fr: 'Heures par semaine' },
    min_value: 1,
    max_value: 80,
  },
];

/**
 * The letter's three versions share one name, in the company's default language: D207 finds a
 * template's versions by kind and name, so whichever a recruiter picks, the candidate reads theirs.
 */
const DEFAULT_LETTER_NAME: Record<Language, string> = {
  en: 'Standard offer letter',
  es: 'Carta de oferta estándar',
  fr: 'Lettre d’offre standard',
};

const DEFAULT_OFFER_LETTERS: Record<Language, { body: string }> = {
  en: {
    body: [
      '# Offer of employment',
      'Dear {{candidate_first_name}},',
      'We are delighted to offer you the position of **{{job_title}}** at {{company_name}}. This letter sets out the main terms of your employment.',
      '- Annual salary: {{salary}}\n- Start date: {{start_date}}\n- Hours: {{weekly_hours}} hours a week',
      '{{offer_details}}',
      'To accept this offer, sign below. We look forward to welcoming you to the team.',
      'The {{company_name}} hiring team, {{offer_date}}',
    ].join('\n\n'),
  },
  es: {
    body: [
      '# Oferta de empleo',
      'Estimado/a {{candidate_first_name}}:',
      'Nos complace ofrecerte el puesto de **{{job_title}}** en {{company_name}}. Esta carta recoge las condiciones principales de tu contratación.',
      '- Salario anual: {{salary}}\n- Fecha de incorporación: {{start_date}}\n- Jornada: {{weekly_hours}} horas semanales',
      '{{offer_details}}',
      'Para aceptar esta oferta, firma a continuación. Esperamos darte pronto la bienvenida al equipo.',
      'El equipo de selección de {{company_name}}, {{offer_date}}',
    ].join('\n\n'),
  },
  fr: {
    body: [
      '# Offre d’emploi',
      'Bonjour {{candidate_first_name}},',
      'Nous avons le plaisir de vous proposer le poste de **{{job_title}}** chez {{company_name}}. Cette lettre précise les principales conditions de votre embauche.',
      '- Salaire annuel : {{salary}}\n- Date d’entrée en fonction : {{start_date}}\n- Horaires : {{weekly_hours}} heures par semaine',
      '{{offer_details}}',
      'Pour accepter cette offre, signez ci-dessous. Nous serons heureux de vous accueillir dans l’équipe.',
      'L’équipe de recrutement de {{company_name}}, le {{offer_date}}',
    ].join('\n\n'),
  },
};

const asLanguage = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

/**
 * Adds the default fields and letters to a company that never had an offer field or template
 * (archived ones count: a company that removed them chose to). True when it added them.
 */
// Kysely<any>: the database as it is then, not the app's schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addDefaultOfferSetup(db: Kysely<any>, accountId: number): Promise<boolean> {
  const { rows } = await sql<{ language: string; has_any: boolean }>`
    select a.default_language as language,
           exists (select 1 from offer_fields f where f.account_id = a.account_id)
             or exists (select 1 from offer_letter_templates t where t.account_id = a.account_id) as has_any
    from accounts a where a.account_id = ${accountId}`.execute(db);
  const company = rows[0];
  if (!company || company.has_any) return false;
  const language = asLanguage(company.language);
  for (const [i, f] of DEFAULT_OFFER_FIELDS.entries())
    await sql`insert into offer_fields (account_id, field_key, label, field_type, required, options, min_value, max_value, sort_order)
      values (${accountId}, ${f.field_key}, ${f.label[language]}, ${f.field_type}, true, '[]'::jsonb, ${f.min_value}, ${f.max_value}, ${i + 1})`.execute(
      db,
    );
  for (const lang of LANGUAGES) {
    const letter = DEFAULT_OFFER_LETTERS[lang];
    await sql`insert into offer_letter_templates (account_id, kind, name, language, body)
      values (${accountId}, 'letter', ${DEFAULT_LETTER_NAME[language]}, ${lang}, ${letter.body})`.execute(db);
  }
  return true;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const { rows } = await sql<{ account_id: number }>`select account_id from accounts order by account_id`.execute(db);
  for (const { account_id } of rows) await addDefaultOfferSetup(db, account_id);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table offers drop column if exists value_format').execute(db);
  await sql.raw('alter table offer_settings drop column if exists currency').execute(db);
}
