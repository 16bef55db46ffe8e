/**
 * The offer setup a company starts with (D216): a salary (money, in the company's currency), a
 * start date and the weekly hours as offer fields, labelled in the company's default language, and
 * a standard offer letter in each language the product speaks (D207 picks the candidate's). All of
 * it is the company's own afterwards, changed or archived like anything it adds. A company gets it
 * when it is created and the demo seed through this function; only a company that never had an
 * offer field or template gets it. Migration 0105 gave existing companies its own copy (D353):
 * changing this one leaves what that migration does unchanged.
 */
import { sql, type Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

interface DefaultField {
  field_key: string;
  field_type: 'money' | 'date' | 'number';
  label: Record<Language, string>;
  min_value: number | null;
  max_value: number | null;
}

export const DEFAULT_OFFER_FIELDS: DefaultField[] = [
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
export const DEFAULT_LETTER_NAME: Record<Language, string> = {
  en: 'Standard offer letter',
  es: 'Carta de oferta estándar',
  fr: 'Lettre d’offre standard',
};

export const DEFAULT_OFFER_LETTERS: Record<Language, { body: string }> = {
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
// Kysely<any>: the app's database, a transaction of it or the seed's, whichever schema type it carries.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function addDefaultOfferSetup(db: Kysely<any>, accountId: number): Promise<boolean> {
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
