/**
 * Two parts (D287):
 *
 * 1. Spanish "tú" in the rest of the built-in texts a database already stores (after 0126): the
 *    employees' and supervisors' outcome, satisfaction and measurement-plan mails (the system
 *    template and any company's version whose subject, HTML and plain text are all still exactly
 *    as shipped), the default Spanish offer letter each company was given, the demo onboarding
 *    form's two "usted" labels, and the two seeded skills tests' texts (as shipped before
 *    91d57e77, or after it where "usted" stayed). A text anyone changed, by a character, stays.
 *    The texts are written out here, so what this migration does never changes with the shipped files.
 * 2. A company's screening questions per language (D199's shape): `question_text_i18n` and
 *    `help_text_i18n` beside account_questions' columns, `option_text_i18n` beside a choice's text;
 *    the column keeps the company default language's version, an answer keeps the choice's id.
 */
import { sql, type Kysely } from 'kysely';

interface Template {
  subject: string;
  html_body: string;
  plain_body: string;
}

/** The three Spanish mail templates, before and after, by slug. */
export const TEMPLATES: Record<string, [Template, Template]> = {
  outcome_invitation: [
    {
      subject: '{{company_name}}: ¿cómo le va a su equipo? ({{period_name}})',
      html_body:
        '<p style="margin:0 0 16px">Hola:</p>\n<p style="margin:0 0 16px">{{company_name}} le hace unas preguntas breves sobre {{people_count}} personas de su equipo en el puesto {{profile_name}} ({{period_name}}). Es un minuto por persona.</p>\n<p style="margin:0 0 16px">Responda aquí; el enlace funciona durante {{link_days}} días:<br><a href="{{answer_link}}">{{answer_link}}</a></p>',
      plain_body:
        'Hola:\n\n{{company_name}} le hace unas preguntas breves sobre {{people_count}} personas de su equipo en el puesto {{profile_name}} ({{period_name}}). Es un minuto por persona.\n\nResponda aquí; el enlace funciona durante {{link_days}} días:\n{{answer_link}}',
    },
    {
      subject: '{{company_name}}: ¿cómo le va a tu equipo? ({{period_name}})',
      html_body:
        '<p style="margin:0 0 16px">Hola:</p>\n<p style="margin:0 0 16px">{{company_name}} te hace unas preguntas breves sobre {{people_count}} personas de tu equipo en el puesto {{profile_name}} ({{period_name}}). Es un minuto por persona.</p>\n<p style="margin:0 0 16px">Responde aquí; el enlace funciona durante {{link_days}} días:<br><a href="{{answer_link}}">{{answer_link}}</a></p>',
      plain_body:
        'Hola:\n\n{{company_name}} te hace unas preguntas breves sobre {{people_count}} personas de tu equipo en el puesto {{profile_name}} ({{period_name}}). Es un minuto por persona.\n\nResponde aquí; el enlace funciona durante {{link_days}} días:\n{{answer_link}}',
    },
  ],
  satisfaction_invitation: [
    {
      subject: '{{company_name}}: ¿cómo le va en el trabajo? ({{period_name}})',
      html_body:
        '<p style="margin:0 0 16px">Hola:</p>\n<p style="margin:0 0 16px">{{company_name}} le hace unas preguntas breves sobre su trabajo en el puesto {{profile_name}} ({{period_name}}). Es un minuto.</p>\n<p style="margin:0 0 16px">Inicie sesión y responda en la página de su perfil de puesto; las preguntas siguen abiertas durante {{link_days}} días:<br><a href="{{answer_link}}">{{answer_link}}</a></p>',
      plain_body:
        'Hola:\n\n{{company_name}} le hace unas preguntas breves sobre su trabajo en el puesto {{profile_name}} ({{period_name}}). Es un minuto.\n\nInicie sesión y responda en la página de su perfil de puesto; las preguntas siguen abiertas durante {{link_days}} días:\n{{answer_link}}',
    },
    {
      subject: '{{company_name}}: ¿cómo te va en el trabajo? ({{period_name}})',
      html_body:
        '<p style="margin:0 0 16px">Hola:</p>\n<p style="margin:0 0 16px">{{company_name}} te hace unas preguntas breves sobre tu trabajo en el puesto {{profile_name}} ({{period_name}}). Es un minuto.</p>\n<p style="margin:0 0 16px">Inicia sesión y responde en la página de tu perfil de puesto; las preguntas siguen abiertas durante {{link_days}} días:<br><a href="{{answer_link}}">{{answer_link}}</a></p>',
      plain_body:
        'Hola:\n\n{{company_name}} te hace unas preguntas breves sobre tu trabajo en el puesto {{profile_name}} ({{period_name}}). Es un minuto.\n\nInicia sesión y responde en la página de tu perfil de puesto; las preguntas siguen abiertas durante {{link_days}} días:\n{{answer_link}}',
    },
  ],
  profile_plan_invitation: [
    {
      subject: '{{company_name}}: unas evaluaciones para su puesto {{profile_name}}',
      html_body:
        '<p style="margin:0 0 16px">Hola, {{first_name}}:</p>\n<p style="margin:0 0 16px">{{company_name}} pide a las personas del puesto {{profile_name}} que hagan unas evaluaciones, para saber qué ayuda a desempeñarlo bien.</p>\n<p style="margin:0 0 16px">Inicie sesión y empiece aquí:<br><a href="{{start_link}}">{{start_link}}</a></p>',
      plain_body:
        'Hola, {{first_name}}:\n\n{{company_name}} pide a las personas del puesto {{profile_name}} que hagan unas evaluaciones, para saber qué ayuda a desempeñarlo bien.\n\nInicie sesión y empiece aquí:\n{{start_link}}',
    },
    {
      subject: '{{company_name}}: unas evaluaciones para tu puesto {{profile_name}}',
      html_body:
        '<p style="margin:0 0 16px">Hola, {{first_name}}:</p>\n<p style="margin:0 0 16px">{{company_name}} pide a las personas del puesto {{profile_name}} que hagan unas evaluaciones, para saber qué ayuda a desempeñarlo bien.</p>\n<p style="margin:0 0 16px">Inicia sesión y empieza aquí:<br><a href="{{start_link}}">{{start_link}}</a></p>',
      plain_body:
        'Hola, {{first_name}}:\n\n{{company_name}} pide a las personas del puesto {{profile_name}} que hagan unas evaluaciones, para saber qué ayuda a desempeñarlo bien.\n\nInicia sesión y empieza aquí:\n{{start_link}}',
    },
  ],
};

/** The default Spanish offer letter's body, before and after. */
export const LETTER: [string, string] = [
  '# Oferta de empleo\n\nEstimado/a {{candidate_first_name}}:\n\nNos complace ofrecerle el puesto de **{{job_title}}** en {{company_name}}. Esta carta recoge las condiciones principales de su contratación.\n\n- Salario anual: {{salary}}\n- Fecha de incorporación: {{start_date}}\n- Jornada: {{weekly_hours}} horas semanales\n\n{{offer_details}}\n\nPara aceptar esta oferta, firme a continuación. Esperamos darle pronto la bienvenida al equipo.\n\nEl equipo de selección de {{company_name}}, {{offer_date}}',
  '# Oferta de empleo\n\nEstimado/a {{candidate_first_name}}:\n\nNos complace ofrecerte el puesto de **{{job_title}}** en {{company_name}}. Esta carta recoge las condiciones principales de tu contratación.\n\n- Salario anual: {{salary}}\n- Fecha de incorporación: {{start_date}}\n- Jornada: {{weekly_hours}} horas semanales\n\n{{offer_details}}\n\nPara aceptar esta oferta, firma a continuación. Esperamos darte pronto la bienvenida al equipo.\n\nEl equipo de selección de {{company_name}}, {{offer_date}}',
];

/** A skills test's Spanish instructions, before and after. */
export const TEST_TEXTS: [string, string][] = [
  [
    'Esta prueba tiene dos secciones con tiempo: razonamiento numérico con pedidos y reembolsos, y criterio en situaciones con clientes. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elija la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empiece con las preguntas de práctica: no tienen tiempo límite.',
    'Esta prueba tiene dos secciones con tiempo: razonamiento numérico con pedidos y reembolsos, y criterio en situaciones con clientes. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elige la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empieza con las preguntas de práctica: no tienen tiempo límite.',
  ],
  [
    'Esta prueba tiene dos secciones con tiempo: riesgos y señales, y trabajo seguro en un almacén. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elija la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empiece con las preguntas de práctica: no tienen tiempo límite.',
    'Esta prueba tiene dos secciones con tiempo: riesgos y señales, y trabajo seguro en un almacén. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elige la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empieza con las preguntas de práctica: no tienen tiempo límite.',
  ],
];

/** A section's Spanish instructions. */
export const SECTION_TEXTS: [string, string][] = [
  [
    'Estas preguntas no tienen tiempo límite y no cuentan. Después de cada una verá la mejor respuesta.',
    'Estas preguntas no tienen tiempo límite y no cuentan. Después de cada una verás la mejor respuesta.',
  ],
  [
    'Cinco preguntas sobre precios, reembolsos y plazos de entrega. Puede usar papel, no calculadora.',
    'Cinco preguntas sobre precios, reembolsos y plazos de entrega. Puedes usar papel, no calculadora.',
  ],
  ['Cinco situaciones. Elija lo que probablemente haría.', 'Cinco situaciones. Elige lo que probablemente harías.'],
];

/** A question's Spanish text. */
export const QUESTION_TEXTS: [string, string][] = [
  [
    'Un cliente dice que su pedido llegó dañado. ¿Qué hace primero?',
    'Un cliente dice que su pedido llegó dañado. ¿Qué haces primero?',
  ],
  [
    'Prometió devolver la llamada hoy pero la respuesta no está lista. ¿Qué hace?',
    'Prometiste devolver la llamada hoy pero la respuesta no está lista. ¿Qué haces?',
  ],
  [
    'Dos clientes esperan mientras usted está en una llamada larga. ¿Qué hace?',
    'Dos clientes esperan mientras estás en una llamada larga. ¿Qué haces?',
  ],
  [
    'Cometió un error en el pedido de un cliente. ¿Qué debe hacer?',
    'Cometiste un error en el pedido de un cliente. ¿Qué debes hacer?',
  ],
  [
    'Ve un derrame en el suelo de un pasillo. ¿Qué hace primero?',
    'Ves un derrame en el suelo de un pasillo. ¿Qué haces primero?',
  ],
  [
    'Una puerta cortafuegos está abierta sujeta con una caja. ¿Qué hace?',
    'Una puerta cortafuegos está abierta sujeta con una caja. ¿Qué haces?',
  ],
  ['¿Cómo debe levantar una caja pesada del suelo?', '¿Cómo debes levantar una caja pesada del suelo?'],
  [
    'La bocina de una carretilla elevadora no funciona. ¿Qué hace?',
    'La bocina de una carretilla elevadora no funciona. ¿Qué haces?',
  ],
  ['Antes de limpiar una máquina debe:', 'Antes de limpiar una máquina debes:'],
  [
    'Se hace una herida leve en el trabajo. ¿Cuándo debe informar?',
    'Te haces una herida leve en el trabajo. ¿Cuándo debes informar?',
  ],
];

/** A choice's Spanish text. */
export const OPTION_TEXTS: [string, string][] = [
  ['Llamar como prometió y dar una nueva hora', 'Llamar como prometiste y dar una nueva hora'],
  ['Enviar el caso a su responsable', 'Enviar el caso a tu responsable'],
  ['Explicar la política y ofrecer lo que sí puede hacer', 'Explicar la política y ofrecer lo que sí puedes hacer'],
  ['Decírselo al cliente, disculparse y corregirlo', 'Decírselo al cliente, disculparte y corregirlo'],
  ['Terminar primero su tarea', 'Terminar primero tu tarea'],
  ['Algo que debe hacer', 'Algo que debes hacer'],
];

/** The demo onboarding form's Spanish labels. */
export const ONBOARDING_LABELS: [string, string][] = [
  ['Fecha más temprana en que puede empezar', 'Fecha más temprana en que puedes empezar'],
  ['¿Hay algo que debamos saber antes de su primer día?', '¿Hay algo que debamos saber antes de tu primer día?'],
];

interface OnboardingField {
  label?: Record<string, unknown>;
}

/** Part 1 alone, so a test can run it twice. */
export async function spanishTu(db: Kysely<unknown>): Promise<void> {
  for (const [slug, [before, after]] of Object.entries(TEMPLATES))
    await sql`update email_templates
      set subject = ${after.subject}, html_body = ${after.html_body}, plain_body = ${after.plain_body}
      where template_slug = ${slug} and language = 'es'
        and subject = ${before.subject} and html_body = ${before.html_body} and plain_body = ${before.plain_body}`.execute(
      db,
    );
  await sql`update offer_letter_templates set body = ${LETTER[1]}
    where kind = 'letter' and language = 'es' and body = ${LETTER[0]}`.execute(db);
  for (const [before, after] of TEST_TEXTS)
    await sql`update skills_test_texts set instructions = ${after} where language = 'es' and instructions = ${before}`.execute(
      db,
    );
  for (const [before, after] of SECTION_TEXTS)
    await sql`update skills_test_section_texts set instructions = ${after} where language = 'es' and instructions = ${before}`.execute(
      db,
    );
  for (const [before, after] of QUESTION_TEXTS)
    await sql`update skills_test_question_texts set text = ${after} where language = 'es' and text = ${before}`.execute(
      db,
    );
  for (const [before, after] of OPTION_TEXTS)
    await sql`update skills_test_option_texts set text = ${after} where language = 'es' and text = ${before}`.execute(
      db,
    );
  // The onboarding form keeps its fields as one jsonb list: only a field's Spanish label changes.
  const { rows } = await sql<{ onboarding_form_id: number; fields: unknown }>`
    select onboarding_form_id, fields from account_onboarding_forms`.execute(db);
  for (const row of rows) {
    const fields = (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as OnboardingField[];
    if (!Array.isArray(fields)) continue;
    let changed = false;
    for (const field of fields) {
      const now = ONBOARDING_LABELS.find(([before]) => field?.label?.es === before)?.[1];
      if (now && field.label) {
        field.label.es = now;
        changed = true;
      }
    }
    if (changed)
      await sql`update account_onboarding_forms set fields = ${JSON.stringify(fields)}::jsonb
        where onboarding_form_id = ${row.onboarding_form_id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await spanishTu(db);
  await sql`alter table account_questions
    add column question_text_i18n jsonb not null default '{}'::jsonb,
    add column help_text_i18n jsonb not null default '{}'::jsonb`.execute(db);
  await sql`alter table question_options add column option_text_i18n jsonb not null default '{}'::jsonb`.execute(db);
}

/** The columns go; the old wording is not brought back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table question_options drop column if exists option_text_i18n`.execute(db);
  await sql`alter table account_questions drop column if exists question_text_i18n, drop column if exists help_text_i18n`.execute(
    db,
  );
}
