/**
 * The career pathways questionnaire, written for Assay: the employee's interest in each
 * role of their pathway, a readiness self-rating per leadership competency, and their plans
 * (timeframe, mobility, the development that would help most). Unlike the item banks of
 * bank-types.ts its items answer on several scales, and one item is a template: the server turns
 * it into one item per role of the employee's pathway ("{role}" stands for the role's title).
 */
import type { Texts } from './bank-types.ts';

export const CAREER_PATHWAYS_SLUG = 'career-pathways';
export { CAREER_PATHWAYS_KEY } from '../../../scoring/career-pathways.ts';
/** The template item; the content endpoint replaces it with `career-pathways:role-<pathway_job_id>` items. */
export const ROLE_TEMPLATE_ITEM = 'career-pathways:ROLE';
export const roleItemId = (pathwayJobId: number) => `career-pathways:role-${pathwayJobId}`;
export const ROLE_PLACEHOLDER = '{role}';

/** Readiness scales: the only attributes the scoring key scores, and the only ones in the attributes library. */
export { READINESS as READINESS_CODES } from '../../../scoring/career-pathways.ts';

export interface CareerScale {
  code: string;
  labels: Texts[];
}

export interface CareerItem {
  code: string;
  scale: string;
  text: Texts;
}

export interface CareerSection {
  title: Texts;
  items: CareerItem[];
}

const five = (labels: [string, string, string][]): Texts[] => labels.map(([en, es, fr]) => ({ en, es, fr }));

export const CAREER_SCALES: CareerScale[] = [
  {
    code: 'role-interest-5',
    labels: five([
      ['Not interested', 'No me interesa', 'Pas intéressé·e'],
      ['Slightly interested', 'Me interesa poco', 'Un peu intéressé·e'],
      ['Moderately interested', 'Me interesa moderadamente', 'Moyennement intéressé·e'],
      ['Very interested', 'Me interesa mucho', 'Très intéressé·e'],
      ['It is my goal', 'Es mi objetivo', 'C’est mon objectif'],
    ]),
  },
  {
    code: 'readiness-5',
    labels: five([
      [
        'Not ready yet: I need a lot of development',
        'Aún no: necesito mucho desarrollo',
        'Pas encore : j’ai besoin de beaucoup de développement',
      ],
      ['I need some development', 'Necesito algo de desarrollo', 'J’ai besoin d’un peu de développement'],
      ['Partly ready', 'Parcialmente preparado/a', 'Partiellement prêt·e'],
      ['Mostly ready', 'Casi preparado/a', 'Presque prêt·e'],
      ['Ready now', 'Preparado/a ya', 'Prêt·e dès maintenant'],
    ]),
  },
  {
    code: 'timeframe-5',
    labels: five([
      ['I am not looking to move', 'No busco cambiar de puesto', 'Je ne cherche pas à changer de poste'],
      ['In more than two years', 'En más de dos años', 'Dans plus de deux ans'],
      ['In one to two years', 'En uno o dos años', 'Dans un à deux ans'],
      ['In six to twelve months', 'En seis a doce meses', 'Dans six à douze mois'],
      ['Within six months', 'En menos de seis meses', 'Dans moins de six mois'],
    ]),
  },
  {
    code: 'mobility-5',
    labels: five([
      ['No, I want to stay where I am', 'No, quiero quedarme donde estoy', 'Non, je souhaite rester où je suis'],
      ['Yes, within my city', 'Sí, dentro de mi ciudad', 'Oui, dans ma ville'],
      ['Yes, within my region', 'Sí, dentro de mi región', 'Oui, dans ma région'],
      ['Yes, within my country', 'Sí, dentro de mi país', 'Oui, dans mon pays'],
      [
        'Yes, anywhere, including abroad',
        'Sí, a cualquier lugar, también al extranjero',
        'Oui, n’importe où, y compris à l’étranger',
      ],
    ]),
  },
  {
    code: 'development-5',
    labels: five([
      ['A mentor', 'Un mentor', 'Un mentor'],
      ['Formal training courses', 'Cursos de formación', 'Des formations'],
      [
        'Stretch assignments or projects',
        'Encargos o proyectos que supongan un reto',
        'Des missions ou projets stimulants',
      ],
      ['Shadowing someone in the role', 'Acompañar a alguien en el puesto', 'Accompagner une personne dans le poste'],
      [
        'Regular feedback from my manager',
        'Comentarios frecuentes de mi responsable',
        'Des retours réguliers de mon responsable',
      ],
    ]),
  },
];

export const CAREER_ATTRIBUTES: { code: string; name: Texts }[] = [
  { code: 'ROLE', name: { en: 'Interest in the role', es: 'Interés por el puesto', fr: 'Intérêt pour le poste' } },
  {
    code: 'LEA',
    name: {
      en: 'Readiness: leading a team',
      es: 'Preparación: dirigir un equipo',
      fr: 'Préparation : diriger une équipe',
    },
  },
  {
    code: 'COA',
    name: {
      en: 'Readiness: coaching others',
      es: 'Preparación: orientar a otras personas',
      fr: 'Préparation : accompagner les autres',
    },
  },
  {
    code: 'DEC',
    name: {
      en: 'Readiness: making decisions',
      es: 'Preparación: tomar decisiones',
      fr: 'Préparation : prendre des décisions',
    },
  },
  {
    code: 'PLN',
    name: {
      en: 'Readiness: planning the work of others',
      es: 'Preparación: planificar el trabajo de otros',
      fr: 'Préparation : planifier le travail des autres',
    },
  },
  {
    code: 'COM',
    name: {
      en: 'Readiness: communicating with many audiences',
      es: 'Preparación: comunicar con públicos diversos',
      fr: 'Préparation : communiquer avec des publics variés',
    },
  },
  {
    code: 'CHG',
    name: {
      en: 'Readiness: leading change',
      es: 'Preparación: liderar el cambio',
      fr: 'Préparation : conduire le changement',
    },
  },
  { code: 'TIME', name: { en: 'Timeframe for a move', es: 'Plazo para un cambio', fr: 'Délai pour un changement' } },
  {
    code: 'MOVE',
    name: { en: 'Willingness to relocate', es: 'Disposición a trasladarse', fr: 'Mobilité géographique' },
  },
  {
    code: 'GROW',
    name: { en: 'Most helpful development', es: 'Desarrollo más útil', fr: 'Développement le plus utile' },
  },
];

export const CAREER_SECTIONS: CareerSection[] = [
  {
    title: { en: 'Roles on your pathway', es: 'Puestos de tu itinerario', fr: 'Les postes de votre parcours' },
    items: [
      {
        code: 'ROLE',
        scale: 'role-interest-5',
        text: {
          en: 'How interested are you in the role of {role}?',
          es: '¿Cuánto te interesa el puesto de {role}?',
          fr: 'Dans quelle mesure le poste de {role} vous intéresse-t-il ?',
        },
      },
    ],
  },
  {
    title: { en: 'Your readiness', es: 'Tu preparación', fr: 'Votre préparation' },
    items: [
      {
        code: 'LEA',
        scale: 'readiness-5',
        text: {
          en: 'How ready are you to lead a team: set goals, share out the work and follow up?',
          es: '¿Cuán preparado/a estás para dirigir un equipo: fijar objetivos, repartir el trabajo y hacer seguimiento?',
          fr: 'Êtes-vous prêt·e à diriger une équipe : fixer des objectifs, répartir le travail et assurer le suivi ?',
        },
      },
      {
        code: 'COA',
        scale: 'readiness-5',
        text: {
          en: 'How ready are you to coach others and help them improve?',
          es: '¿Cuán preparado/a estás para orientar a otras personas y ayudarlas a mejorar?',
          fr: 'Êtes-vous prêt·e à accompagner les autres et à les aider à progresser ?',
        },
      },
      {
        code: 'DEC',
        scale: 'readiness-5',
        text: {
          en: 'How ready are you to make decisions that affect your whole team?',
          es: '¿Cuán preparado/a estás para tomar decisiones que afectan a todo tu equipo?',
          fr: 'Êtes-vous prêt·e à prendre des décisions qui concernent toute votre équipe ?',
        },
      },
      {
        code: 'PLN',
        scale: 'readiness-5',
        text: {
          en: "How ready are you to plan other people's work and set priorities?",
          es: '¿Cuán preparado/a estás para planificar el trabajo de otras personas y fijar prioridades?',
          fr: 'Êtes-vous prêt·e à planifier le travail des autres et à fixer les priorités ?',
        },
      },
      {
        code: 'COM',
        scale: 'readiness-5',
        text: {
          en: 'How ready are you to present to managers, customers and your team alike?',
          es: '¿Cuán preparado/a estás para hacer presentaciones ante responsables, clientes y tu equipo?',
          fr: 'Êtes-vous prêt·e à présenter devant des responsables, des clients comme devant votre équipe ?',
        },
      },
      {
        code: 'CHG',
        scale: 'readiness-5',
        text: {
          en: 'How ready are you to lead your colleagues through a change in how you work?',
          es: '¿Cuán preparado/a estás para guiar a tus compañeros en un cambio en la forma de trabajar?',
          fr: 'Êtes-vous prêt·e à accompagner vos collègues dans un changement de méthode de travail ?',
        },
      },
    ],
  },
  {
    title: { en: 'Your plans', es: 'Tus planes', fr: 'Vos projets' },
    items: [
      {
        code: 'TIME',
        scale: 'timeframe-5',
        text: {
          en: 'When would you like to move into a new role?',
          es: '¿Cuándo te gustaría pasar a un nuevo puesto?',
          fr: 'Quand aimeriez-vous évoluer vers un nouveau poste ?',
        },
      },
      {
        code: 'MOVE',
        scale: 'mobility-5',
        text: {
          en: 'Would you move to another location for a role on your pathway?',
          es: '¿Te trasladarías a otro lugar por un puesto de tu itinerario?',
          fr: 'Accepteriez-vous de déménager pour un poste de votre parcours ?',
        },
      },
      {
        code: 'GROW',
        scale: 'development-5',
        text: {
          en: 'What would help you most to get ready for your next role?',
          es: '¿Qué te ayudaría más a prepararte para tu próximo puesto?',
          fr: 'Qu’est-ce qui vous aiderait le plus à vous préparer à votre prochain poste ?',
        },
      },
    ],
  },
];

export const CAREER_TEXTS = {
  title: {
    en: 'Career pathways questionnaire',
    es: 'Cuestionario de itinerarios profesionales',
    fr: 'Questionnaire sur les parcours professionnels',
  } satisfies Texts,
  instructions: {
    en: 'Tell us which roles on your pathway interest you, how ready you feel for the work they involve, and what your plans are. There are no right or wrong answers: your answers shape your pathway report and the conversation with your manager.',
    es: 'Indícanos qué puestos de tu itinerario te interesan, cuán preparado/a te sientes para el trabajo que implican y cuáles son tus planes. No hay respuestas correctas ni incorrectas: tus respuestas dan forma a tu informe de itinerario y a la conversación con tu responsable.',
    fr: 'Dites-nous quels postes de votre parcours vous intéressent, dans quelle mesure vous vous sentez prêt·e pour le travail qu’ils impliquent, et quels sont vos projets. Il n’y a pas de bonne ou de mauvaise réponse : vos réponses alimentent votre rapport de parcours et l’échange avec votre responsable.',
  } satisfies Texts,
};
