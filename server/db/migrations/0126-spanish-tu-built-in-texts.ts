/**
 * Spanish "tú" in the built-in texts a database already stores (D278, D283). D278 moved
 * the shipped Spanish texts from "usted" to "tú", but migration 0030 and the career pathways seed
 * had stored the old ones: the applicant-welcome mail template (the system template, and any
 * company's own version still holding the shipped text) and the career pathways questionnaire.
 * Each stored text still exactly equal to its old shipped wording gets the new one; a text anyone
 * changed, even by a character, is left as it is. The texts are written out here, not read from
 * the shipped files, so what this migration does never changes with them.
 */
import { sql, type Kysely } from 'kysely';

const P = '<p style="margin:0 0 16px">';

/** The applicant-welcome template in Spanish: subject, HTML and plain text, as shipped before and after D278. */
export const WELCOME_BEFORE = {
  subject: '{{company_name}}: su candidatura para {{job_name}}',
  html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{company_name}} ha añadido su candidatura para {{job_name}} a Assay, donde puede seguirla y dar los siguientes pasos.</p>\n${P}Elija su contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez) y abra su candidatura:<br><a href="{{start_link}}">{{start_link}}</a></p>`,
  plain_body:
    'Hola, {{first_name}}:\n\n{{company_name}} ha añadido su candidatura para {{job_name}} a Assay, donde puede seguirla y dar los siguientes pasos.\n\nElija su contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez) y abra su candidatura:\n{{start_link}}',
};
export const WELCOME_AFTER = {
  subject: '{{company_name}}: tu candidatura para {{job_name}}',
  html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{company_name}} ha añadido tu candidatura para {{job_name}} a Assay, donde puedes seguirla y dar los siguientes pasos.</p>\n${P}Elige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez) y abre tu candidatura:<br><a href="{{start_link}}">{{start_link}}</a></p>`,
  plain_body:
    'Hola, {{first_name}}:\n\n{{company_name}} ha añadido tu candidatura para {{job_name}} a Assay, donde puedes seguirla y dar los siguientes pasos.\n\nElige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez) y abre tu candidatura:\n{{start_link}}',
};

const CAREER_PATHWAYS = 'career-pathways';

/** The questionnaire's Spanish instructions, before and after. */
export const INSTRUCTIONS: [string, string] = [
  'Indíquenos qué puestos de su itinerario le interesan, cuán preparado/a se siente para el trabajo que implican y cuáles son sus planes. No hay respuestas correctas ni incorrectas: sus respuestas dan forma a su informe de itinerario y a la conversación con su responsable.',
  'Indícanos qué puestos de tu itinerario te interesan, cuán preparado/a te sientes para el trabajo que implican y cuáles son tus planes. No hay respuestas correctas ni incorrectas: tus respuestas dan forma a tu informe de itinerario y a la conversación con tu responsable.',
];

/** Its section titles. */
export const SECTION_TITLES: [string, string][] = [
  ['Puestos de su itinerario', 'Puestos de tu itinerario'],
  ['Su preparación', 'Tu preparación'],
  ['Sus planes', 'Tus planes'],
];

/** Its questions, by item code. */
export const ITEM_TEXTS: Record<string, [string, string]> = {
  ROLE: ['¿Cuánto le interesa el puesto de {role}?', '¿Cuánto te interesa el puesto de {role}?'],
  LEA: [
    '¿Cuán preparado/a está para dirigir un equipo: fijar objetivos, repartir el trabajo y hacer seguimiento?',
    '¿Cuán preparado/a estás para dirigir un equipo: fijar objetivos, repartir el trabajo y hacer seguimiento?',
  ],
  COA: [
    '¿Cuán preparado/a está para orientar a otras personas y ayudarlas a mejorar?',
    '¿Cuán preparado/a estás para orientar a otras personas y ayudarlas a mejorar?',
  ],
  DEC: [
    '¿Cuán preparado/a está para tomar decisiones que afectan a todo su equipo?',
    '¿Cuán preparado/a estás para tomar decisiones que afectan a todo tu equipo?',
  ],
  PLN: [
    '¿Cuán preparado/a está para planificar el trabajo de otras personas y fijar prioridades?',
    '¿Cuán preparado/a estás para planificar el trabajo de otras personas y fijar prioridades?',
  ],
  COM: [
    '¿Cuán preparado/a está para hacer presentaciones ante responsables, clientes y su equipo?',
    '¿Cuán preparado/a estás para hacer presentaciones ante responsables, clientes y tu equipo?',
  ],
  CHG: [
    '¿Cuán preparado/a está para guiar a sus compañeros en un cambio en la forma de trabajar?',
    '¿Cuán preparado/a estás para guiar a tus compañeros en un cambio en la forma de trabajar?',
  ],
  TIME: ['¿Cuándo le gustaría pasar a un nuevo puesto?', '¿Cuándo te gustaría pasar a un nuevo puesto?'],
  MOVE: [
    '¿Se trasladaría a otro lugar por un puesto de su itinerario?',
    '¿Te trasladarías a otro lugar por un puesto de tu itinerario?',
  ],
  GROW: [
    '¿Qué le ayudaría más a prepararse para su próximo puesto?',
    '¿Qué te ayudaría más a prepararte para tu próximo puesto?',
  ],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // The system template (no company) and every company's own version still holding the shipped
  // text, all three parts of it; the sender name and reply-to a company set stay, and so does
  // updated_at: nobody edited it.
  await sql`update email_templates
    set subject = ${WELCOME_AFTER.subject}, html_body = ${WELCOME_AFTER.html_body},
        plain_body = ${WELCOME_AFTER.plain_body}
    where template_slug = 'applicant_welcome' and language = 'es'
      and subject = ${WELCOME_BEFORE.subject} and html_body = ${WELCOME_BEFORE.html_body}
      and plain_body = ${WELCOME_BEFORE.plain_body}`.execute(db);

  const [before, after] = INSTRUCTIONS;
  await sql`update assessment_texts set instructions = ${after}
    where language = 'es' and instructions = ${before}
      and asmt_id in (select asmt_id from assessments where slug = ${CAREER_PATHWAYS})`.execute(db);
  for (const [old, now] of SECTION_TITLES)
    await sql`update assessment_section_texts set title = ${now}
      where language = 'es' and title = ${old}
        and section_id in (select s.section_id from assessment_sections s
          join assessments a on a.asmt_id = s.asmt_id where a.slug = ${CAREER_PATHWAYS})`.execute(db);
  for (const [code, [old, now]] of Object.entries(ITEM_TEXTS))
    await sql`update assessment_item_texts set text = ${now}
      where language = 'es' and item_id = ${`${CAREER_PATHWAYS}:${code}`} and text = ${old}`.execute(db);
}

/** Nothing to undo: the old wording is not brought back. */
export async function down(): Promise<void> {}
