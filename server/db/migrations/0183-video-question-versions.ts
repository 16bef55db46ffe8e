/**
 * A video question in the product's languages (D199, as steps' and activities' names): the row's
 * `text` as the company wrote it, in its default language, and `text_i18n` the other versions. The
 * demo's questions, written by us in English, get their Spanish and French here (a new demo has them
 * from its seed, server/db/seed/demo-video.ts); a question a company wrote keeps its one text.
 */
import { sql, type Kysely } from 'kysely';

// Frozen as this migration wrote them (the seed holds the same words).
const DEMO_VERSIONS: [string, { es: string; fr: string }][] = [
  [
    'Introduce yourself and tell us why you would like to work in customer support.',
    {
      es: 'Preséntate y cuéntanos por qué te gustaría trabajar en atención al cliente.',
      fr: 'Présentez-vous et dites-nous pourquoi vous aimeriez travailler au service client.',
    },
  ],
  [
    'Describe a time you turned an unhappy customer into a satisfied one.',
    {
      es: 'Describe una ocasión en la que convertiste a un cliente descontento en uno satisfecho.',
      fr: 'Décrivez une situation où vous avez transformé un client mécontent en client satisfait.',
    },
  ],
  [
    'A team member keeps missing deadlines. Explain, in your own words, how you would handle it.',
    {
      es: 'Una persona de tu equipo no deja de incumplir los plazos. Explica, con tus propias palabras, cómo lo gestionarías.',
      fr: 'Un membre de l’équipe ne cesse de manquer les échéances. Expliquez, avec vos propres mots, comment vous géreriez la situation.',
    },
  ],
  [
    'Tell us about a decision you made that your team disagreed with, and what happened next.',
    {
      es: 'Cuéntanos una decisión que tomaste con la que tu equipo no estaba de acuerdo, y qué pasó después.',
      fr: 'Parlez-nous d’une décision que vous avez prise et avec laquelle votre équipe n’était pas d’accord, et de ce qui s’est passé ensuite.',
    },
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table video_questions add column text_i18n jsonb not null default '{}'::jsonb`.execute(db);
  for (const [text, versions] of DEMO_VERSIONS)
    await sql`update video_questions set text_i18n = ${JSON.stringify(versions)}::jsonb where text = ${text}`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table video_questions drop column text_i18n`.execute(db);
}
