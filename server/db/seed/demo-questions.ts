/**
 * Demo Company's screening questions: a question of every type for the open
 * requisition's "Screening questions" activity, shorter sets for the closed requisition's and the
 * pathway's question activities. Choices carry points (0 to 100) and the work authorisation
 * question has a knockout answer; some questions measure competencies of the attributes library.
 * Company content written in English with the company's Spanish and French versions, so a candidate
 * reads the questions in their language (D199). Runs after the requisitions and the assessment content.
 */
import type { Db } from '../database.ts';
import type { QuestionType } from '../schema.ts';
import { DEMO_JOBS } from './demo-requisitions.ts';

interface QuestionSeed {
  key: string;
  type: QuestionType;
  text: string;
  help?: string;
  settings?: Record<string, unknown>;
  /** [option_text, points, is_knockout]; yes/no questions use the codes 'yes' and 'no'. */
  options?: [string, number | null, boolean][];
  /** Competency codes of the library (category 'competencies') with their weights. */
  attributes?: [string, number][];
  /** The question in Spanish and French (D199): its text, help and choices in the order above. */
  es?: QuestionVersion;
  fr?: QuestionVersion;
}

interface QuestionVersion {
  text: string;
  help?: string;
  options?: string[];
}

const QUESTIONS: QuestionSeed[] = [
  {
    key: 'work_authorisation',
    type: 'yes_no',
    text: 'Are you legally authorised to work in the United States?',
    options: [
      ['yes', 100, false],
      ['no', 0, true],
    ],
    es: { text: '¿Tienes permiso legal para trabajar en Estados Unidos?' },
    fr: { text: 'Avez-vous le droit de travailler aux États-Unis\u202f?' },
  },
  {
    key: 'support_years',
    type: 'single_choice',
    text: 'How many years of customer support experience do you have?',
    options: [
      ['None yet', 0, false],
      ['Less than 1 year', 30, false],
      ['1 to 3 years', 70, false],
      ['More than 3 years', 100, false],
    ],
    attributes: [['CUS', 2]],
    es: {
      text: '¿Cuántos años de experiencia en atención al cliente tienes?',
      options: ['Ninguno todavía', 'Menos de 1 año', 'De 1 a 3 años', 'Más de 3 años'],
    },
    fr: {
      text: 'Combien d’années d’expérience du support client avez-vous\u202f?',
      options: ['Aucune pour l’instant', 'Moins d’un an', 'De 1 à 3 ans', 'Plus de 3 ans'],
    },
  },
  {
    key: 'channels',
    type: 'multiple_choice',
    text: 'Which support channels have you worked with?',
    help: 'Choose all that apply.',
    options: [
      ['Phone', 30, false],
      ['Email', 25, false],
      ['Live chat', 25, false],
      ['Social media', 20, false],
    ],
    attributes: [
      ['COM', 1],
      ['CUS', 1],
    ],
    es: {
      text: '¿Con qué canales de atención has trabajado?',
      help: 'Elige todos los que correspondan.',
      options: ['Teléfono', 'Correo electrónico', 'Chat en vivo', 'Redes sociales'],
    },
    fr: {
      text: 'Avec quels canaux de support avez-vous travaillé\u202f?',
      help: 'Choisissez tous ceux qui s’appliquent.',
      options: ['Téléphone', 'E-mail', 'Chat en direct', 'Réseaux sociaux'],
    },
  },
  {
    key: 'languages',
    type: 'short_text',
    text: 'Which languages do you speak fluently?',
    settings: { max_length: 200 },
    es: { text: '¿Qué idiomas hablas con fluidez?' },
    fr: { text: 'Quelles langues parlez-vous couramment\u202f?' },
  },
  {
    key: 'unhappy_customer',
    type: 'long_text',
    text: 'Describe a time you turned an unhappy customer into a satisfied one.',
    help: 'A few sentences are enough: the situation, what you did, and the result.',
    settings: { max_length: 2000 },
    attributes: [['CUS', 1]],
    es: {
      text: 'Describe una ocasión en la que convertiste a un cliente descontento en uno satisfecho.',
      help: 'Bastan unas frases: la situación, lo que hiciste y el resultado.',
    },
    fr: {
      text: 'Décrivez une fois où vous avez transformé un client mécontent en client satisfait.',
      help: 'Quelques phrases suffisent\u202f: la situation, ce que vous avez fait et le résultat.',
    },
  },
  {
    key: 'hours',
    type: 'number',
    text: 'How many hours per week can you work?',
    help: 'Between 10 and 60.',
    settings: { min: 10, max: 60 },
    es: { text: '¿Cuántas horas a la semana puedes trabajar?', help: 'Entre 10 y 60.' },
    fr: { text: 'Combien d’heures par semaine pouvez-vous travailler\u202f?', help: 'Entre 10 et 60.' },
  },
  {
    key: 'start_date',
    type: 'date',
    text: 'When could you start?',
    es: { text: '¿Cuándo podrías empezar?' },
    fr: { text: 'Quand pourriez-vous commencer\u202f?' },
  },
  {
    key: 'weekends',
    type: 'yes_no',
    text: 'Are you willing to work some weekends?',
    options: [
      ['yes', 100, false],
      ['no', 40, false],
    ],
    attributes: [['ADA', 1]],
    es: { text: '¿Puedes trabajar algunos fines de semana?' },
    fr: { text: 'Pouvez-vous travailler certains week-ends\u202f?' },
  },
  {
    key: 'cover_letter',
    type: 'file',
    text: 'Cover letter',
    help: 'Optional. PDF or Word.',
    settings: { accept: '.pdf,.doc,.docx' },
    es: { text: 'Carta de presentación', help: 'Opcional. PDF o Word.' },
    fr: { text: 'Lettre de motivation', help: 'Facultative. PDF ou Word.' },
  },
  {
    key: 'lifting',
    type: 'yes_no',
    text: 'Can you lift 25 kg (55 lb) regularly?',
    options: [
      ['yes', 100, false],
      ['no', 0, true],
    ],
    es: { text: '¿Puedes levantar 25 kg (55 lb) con regularidad?' },
    fr: { text: 'Pouvez-vous soulever 25 kg (55 lb) régulièrement\u202f?' },
  },
  {
    key: 'forklift',
    type: 'single_choice',
    text: 'Do you hold a forklift certification?',
    options: [
      ['Yes, current', 100, false],
      ['Yes, expired', 50, false],
      ['No', 0, false],
    ],
    es: { text: '¿Tienes una certificación de carretilla elevadora?', options: ['Sí, vigente', 'Sí, caducada', 'No'] },
    fr: {
      text: 'Avez-vous une habilitation de cariste\u202f?',
      options: ['Oui, en cours de validité', 'Oui, expirée', 'Non'],
    },
  },
  {
    key: 'people_led',
    type: 'single_choice',
    text: 'How many people have you led at one time?',
    options: [
      ['None', 0, false],
      ['1 to 4', 50, false],
      ['5 to 10', 80, false],
      ['More than 10', 100, false],
    ],
    attributes: [['TEA', 2]],
    es: {
      text: '¿A cuántas personas has dirigido a la vez?',
      options: ['Ninguna', 'De 1 a 4', 'De 5 a 10', 'Más de 10'],
    },
    fr: {
      text: 'Combien de personnes avez-vous encadrées à la fois\u202f?',
      options: ['Aucune', 'De 1 à 4', 'De 5 à 10', 'Plus de 10'],
    },
  },
  {
    key: 'struggling_colleague',
    type: 'long_text',
    text: 'Tell us how you helped a colleague who was struggling.',
    settings: { max_length: 2000 },
    attributes: [['TEA', 1]],
    es: { text: 'Cuéntanos cómo ayudaste a un compañero que tenía dificultades.' },
    fr: { text: 'Racontez-nous comment vous avez aidé un collègue en difficulté.' },
  },
  {
    key: 'priorities',
    type: 'multiple_choice',
    text: 'Which of these do you do every week?',
    help: 'Choose all that apply.',
    options: [
      ['Plan the work of others', 40, false],
      ['Give feedback', 30, false],
      ['Report to a manager', 30, false],
    ],
    attributes: [['PLA', 1]],
    es: {
      text: '¿Cuáles de estas tareas haces cada semana?',
      help: 'Elige todas las que correspondan.',
      options: ['Planificar el trabajo de otros', 'Dar retroalimentación', 'Informar a un responsable'],
    },
    fr: {
      text: 'Lesquelles de ces tâches faites-vous chaque semaine\u202f?',
      help: 'Choisissez toutes celles qui s’appliquent.',
      options: ['Planifier le travail des autres', 'Faire des retours', 'Rendre compte à un responsable'],
    },
  },
];

/** Which questions each demo question activity asks, in order; [key, is_required]. */
const ACTIVITY_QUESTIONS: { job: string; title: string; questions: [string, boolean][] }[] = [
  {
    job: DEMO_JOBS.openRequisition,
    title: 'Screening questions',
    questions: [
      ['work_authorisation', true],
      ['support_years', true],
      ['channels', true],
      ['languages', true],
      ['unhappy_customer', true],
      ['hours', true],
      ['start_date', true],
      ['weekends', false],
      ['cover_letter', false],
    ],
  },
  {
    job: DEMO_JOBS.closedRequisition,
    title: 'Screening questions',
    questions: [
      ['work_authorisation', true],
      ['lifting', true],
      ['forklift', true],
      ['hours', true],
    ],
  },
  {
    job: DEMO_JOBS.pathway,
    title: 'Leadership questions',
    questions: [
      ['people_led', true],
      ['struggling_colleague', true],
      ['priorities', false],
    ],
  },
];

export async function seedDemoQuestions(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const competencies = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code'])
    .where('category', '=', 'competencies')
    .execute();
  const competencyId = new Map(competencies.map((c) => [c.code, c.attribute_type_id]));

  const idOf = new Map<string, number>();
  for (const question of QUESTIONS) {
    const { account_question_id } = await db
      .insertInto('account_questions')
      .values({
        account_id: demo.account_id,
        question_type: question.type,
        question_text: question.text,
        help_text: question.help ?? '',
        question_text_i18n: JSON.stringify({ es: question.es?.text, fr: question.fr?.text }),
        help_text_i18n: JSON.stringify({ es: question.es?.help, fr: question.fr?.help }),
        settings: JSON.stringify(question.settings ?? {}),
      })
      .returning('account_question_id')
      .executeTakeFirstOrThrow();
    idOf.set(question.key, account_question_id);
    if (question.options?.length) {
      await db
        .insertInto('question_options')
        .values(
          question.options.map(([option_text, score, is_knockout], i) => ({
            account_question_id,
            option_text,
            option_text_i18n: JSON.stringify({ es: question.es?.options?.[i], fr: question.fr?.options?.[i] }),
            score,
            is_knockout,
            sort_order: i + 1,
          })),
        )
        .execute();
    }
    const links = (question.attributes ?? []).flatMap(([code, weight]) => {
      const attribute_type_id = competencyId.get(code);
      return attribute_type_id === undefined ? [] : [{ account_question_id, attribute_type_id, weight }];
    });
    if (links.length) await db.insertInto('question_attributes').values(links).execute();
  }

  for (const activity of ACTIVITY_QUESTIONS) {
    const row = await db
      .selectFrom('job_step_activities as jsa')
      .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
      .select('jsa.job_step_activity_id')
      .where('j.uuid', '=', activity.job)
      .where('jsa.activity_type', '=', 'questions')
      .where('jsa.title', '=', activity.title)
      .executeTakeFirst();
    if (!row) continue;
    await db
      .insertInto('job_step_activity_questions')
      .values(
        activity.questions.map(([key, is_required], i) => ({
          job_step_activity_id: row.job_step_activity_id,
          account_question_id: idOf.get(key)!,
          sort_order: i + 1,
          is_required,
        })),
      )
      .execute();
  }
}
