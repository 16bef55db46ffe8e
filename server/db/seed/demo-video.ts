/**
 * Questions of the demo 'video' activities: job 1's "Video introduction" (two video
 * questions) and the pathway's "Leadership scenario video" (one audio, one video). Written by us,
 * in English with its Spanish and French (migration 0183 gives an older demo the same).
 */
import type { Db } from '../database.ts';

const QUESTIONS: Record<
  string,
  {
    text: string;
    text_i18n: { es: string; fr: string };
    media: 'video' | 'audio';
    time_limit_seconds: number;
    max_retakes: number | null;
  }[]
> = {
  'Video introduction': [
    {
      text: 'Introduce yourself and tell us why you would like to work in customer support.',
      text_i18n: {
        es: 'Preséntate y cuéntanos por qué te gustaría trabajar en atención al cliente.',
        fr: 'Présentez-vous et dites-nous pourquoi vous aimeriez travailler au service client.',
      },
      media: 'video',
      time_limit_seconds: 60,
      max_retakes: 3,
    },
    {
      text: 'Describe a time you turned an unhappy customer into a satisfied one.',
      text_i18n: {
        es: 'Describe una ocasión en la que convertiste a un cliente descontento en uno satisfecho.',
        fr: 'Décrivez une situation où vous avez transformé un client mécontent en client satisfait.',
      },
      media: 'video',
      time_limit_seconds: 90,
      max_retakes: null,
    },
  ],
  'Leadership scenario video': [
    {
      text: 'A team member keeps missing deadlines. Explain, in your own words, how you would handle it.',
      text_i18n: {
        es: 'Una persona de tu equipo no deja de incumplir los plazos. Explica, con tus propias palabras, cómo lo gestionarías.',
        fr: 'Un membre de l’équipe ne cesse de manquer les échéances. Expliquez, avec vos propres mots, comment vous géreriez la situation.',
      },
      media: 'audio',
      time_limit_seconds: 120,
      max_retakes: 2,
    },
    {
      text: 'Tell us about a decision you made that your team disagreed with, and what happened next.',
      text_i18n: {
        es: 'Cuéntanos una decisión que tomaste con la que tu equipo no estaba de acuerdo, y qué pasó después.',
        fr: 'Parlez-nous d’une décision que vous avez prise et avec laquelle votre équipe n’était pas d’accord, et de ce qui s’est passé ensuite.',
      },
      media: 'video',
      time_limit_seconds: 120,
      max_retakes: null,
    },
  ],
};

export async function seedDemoVideoQuestions(db: Db): Promise<void> {
  const activities = await db
    .selectFrom('job_step_activities')
    .select(['job_step_activity_id', 'title'])
    .where('activity_type', '=', 'video')
    .orderBy('job_step_activity_id')
    .execute();
  for (const activity of activities) {
    const questions = QUESTIONS[activity.title];
    if (!questions) continue;
    await db
      .insertInto('video_questions')
      .values(
        questions.map((q, i) => ({
          ...q,
          text_i18n: JSON.stringify(q.text_i18n),
          job_step_activity_id: activity.job_step_activity_id,
          sort: i + 1,
        })),
      )
      .execute();
  }
}
