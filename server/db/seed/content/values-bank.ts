/**
 * Work values: eight values, three statements each, written for Assay (not the O*NET Work
 * Importance tools). All items are keyed +1 and answered on the importance scale.
 */
import type { ItemBank } from './bank-types.ts';
import { interleave, partSections, practiceItems } from './bank-types.ts';

const items = interleave('values', {
  ACH: [
    {
      text: {
        en: 'Finishing difficult tasks and seeing the results',
        es: 'Terminar tareas difíciles y ver los resultados',
        fr: 'Mener à bien des tâches difficiles et en voir les résultats',
      },
    },
    {
      text: {
        en: 'Setting myself goals and reaching them',
        es: 'Fijarme metas y alcanzarlas',
        fr: 'Me fixer des objectifs et les atteindre',
      },
    },
    {
      text: {
        en: 'Getting noticeably better at what I do',
        es: 'Mejorar de forma notable en lo que hago',
        fr: 'Progresser nettement dans ce que je fais',
      },
    },
  ],
  IND: [
    {
      text: {
        en: 'Deciding for myself how to do my work',
        es: 'Decidir yo cómo hacer mi trabajo',
        fr: 'Décider moi-même de la façon de faire mon travail',
      },
    },
    {
      text: {
        en: 'Organising my own day without close supervision',
        es: 'Organizar mi jornada sin una supervisión estrecha',
        fr: 'Organiser ma journée sans supervision étroite',
      },
    },
    {
      text: {
        en: 'Trying out my own ideas at work',
        es: 'Poner a prueba mis propias ideas en el trabajo',
        fr: 'Mettre à l’essai mes propres idées au travail',
      },
    },
  ],
  REC: [
    {
      text: {
        en: 'Being thanked when I do good work',
        es: 'Que me den las gracias cuando hago un buen trabajo',
        fr: 'Recevoir des remerciements quand je fais du bon travail',
      },
    },
    {
      text: {
        en: 'Having a job that others look up to',
        es: 'Tener un trabajo que los demás admiren',
        fr: 'Avoir un métier que les autres admirent',
      },
    },
    {
      text: {
        en: 'Having a path to promotion',
        es: 'Tener posibilidades de ascenso',
        fr: 'Avoir des perspectives de promotion',
      },
    },
  ],
  REL: [
    {
      text: {
        en: 'Getting along well with my coworkers',
        es: 'Llevarme bien con mis compañeros de trabajo',
        fr: 'Bien m’entendre avec mes collègues',
      },
    },
    {
      text: {
        en: 'Being part of a friendly team',
        es: 'Formar parte de un equipo amable',
        fr: 'Faire partie d’une équipe chaleureuse',
      },
    },
    {
      text: {
        en: 'Doing work that helps other people',
        es: 'Hacer un trabajo que ayude a otras personas',
        fr: 'Faire un travail qui aide les autres',
      },
    },
  ],
  SUP: [
    {
      text: {
        en: 'Having a manager who backs me up',
        es: 'Tener un responsable que me respalde',
        fr: 'Avoir un responsable qui me soutient',
      },
    },
    {
      text: {
        en: 'Being trained properly for what I am asked to do',
        es: 'Recibir la formación adecuada para lo que se me pide',
        fr: 'Recevoir une formation adaptée à ce que l’on me demande',
      },
    },
    {
      text: {
        en: 'Working for an organisation that treats its staff fairly',
        es: 'Trabajar en una organización que trate a su personal con justicia',
        fr: 'Travailler pour une organisation qui traite son personnel équitablement',
      },
    },
  ],
  WCO: [
    {
      text: {
        en: 'Earning good pay for the work I do',
        es: 'Ganar un buen sueldo por el trabajo que hago',
        fr: 'Gagner un bon salaire pour le travail que je fais',
      },
    },
    {
      text: {
        en: 'Having a comfortable and safe workplace',
        es: 'Tener un lugar de trabajo cómodo y seguro',
        fr: 'Disposer d’un lieu de travail confortable et sûr',
      },
    },
    {
      text: {
        en: 'Having working hours that fit my life',
        es: 'Tener un horario que se adapte a mi vida',
        fr: 'Avoir des horaires compatibles avec ma vie',
      },
    },
  ],
  VAR: [
    {
      text: {
        en: 'Doing something different every day',
        es: 'Hacer algo distinto cada día',
        fr: 'Faire quelque chose de différent chaque jour',
      },
    },
    {
      text: {
        en: 'Switching between several kinds of tasks',
        es: 'Alternar entre varios tipos de tareas',
        fr: 'Passer d’un type de tâche à un autre',
      },
    },
    {
      text: {
        en: 'Meeting new people and situations often',
        es: 'Conocer a menudo personas y situaciones nuevas',
        fr: 'Rencontrer souvent de nouvelles personnes et situations',
      },
    },
  ],
  SEC: [
    {
      text: {
        en: 'Knowing my job will still be there next year',
        es: 'Saber que mi puesto seguirá existiendo el año que viene',
        fr: 'Savoir que mon poste existera encore l’an prochain',
      },
    },
    {
      text: {
        en: 'Having a steady, predictable income',
        es: 'Tener unos ingresos estables y previsibles',
        fr: 'Avoir un revenu stable et prévisible',
      },
    },
    {
      text: {
        en: 'Working for a stable, established organisation',
        es: 'Trabajar para una organización estable y consolidada',
        fr: 'Travailler pour une organisation stable et bien établie',
      },
    },
  ],
});

export function valuesBank(): ItemBank {
  return {
    slug: 'values',
    kind: 'values',
    scoring_key: 'work-values-24@1',
    has_pledge: true,
    estimated_minutes: 5,
    scale: 'importance-5',
    title: {
      en: 'Work values questionnaire',
      es: 'Cuestionario de valores laborales',
      fr: 'Questionnaire de valeurs professionnelles',
    },
    instructions: {
      en: 'How important is each of these to you in a job? Answer for the job you would want, not the one you have now.',
      es: '¿Qué importancia tiene para ti cada uno de estos aspectos en un trabajo? Responde pensando en el trabajo que querrías, no en el que tienes ahora.',
      fr: 'Quelle importance accordez-vous à chacun de ces aspects dans un emploi ? Répondez pour l’emploi que vous souhaiteriez, pas pour celui que vous occupez.',
    },
    attributes: [
      { code: 'ACH', name: { en: 'Achievement', es: 'Logro', fr: 'Accomplissement' } },
      { code: 'IND', name: { en: 'Independence', es: 'Independencia', fr: 'Autonomie' } },
      { code: 'REC', name: { en: 'Recognition', es: 'Reconocimiento', fr: 'Reconnaissance' } },
      { code: 'REL', name: { en: 'Relationships', es: 'Relaciones', fr: 'Relations' } },
      { code: 'SUP', name: { en: 'Support', es: 'Apoyo', fr: 'Soutien' } },
      { code: 'WCO', name: { en: 'Working conditions', es: 'Condiciones de trabajo', fr: 'Conditions de travail' } },
      { code: 'VAR', name: { en: 'Variety', es: 'Variedad', fr: 'Variété' } },
      { code: 'SEC', name: { en: 'Security', es: 'Seguridad', fr: 'Sécurité' } },
    ],
    sections: [
      practiceItems('values', [
        {
          en: 'Having a short journey to work',
          es: 'Tener un trayecto corto al trabajo',
          fr: 'Avoir un trajet court jusqu’au travail',
        },
        {
          en: 'Having a window near my desk',
          es: 'Tener una ventana cerca de mi puesto',
          fr: 'Avoir une fenêtre près de mon poste',
        },
      ]),
      ...partSections(items, 2),
    ],
  };
}
