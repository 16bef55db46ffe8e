/**
 * Personality: Johnson's 120-item IPIP-NEO-PI-R from @bigfive-org/questions (MIT), in the
 * package's order, with its domain, facet and keying; two practice items of our own first.
 */
import bigFive from '@bigfive-org/questions';
import type { BankAttribute, BankItem, ItemBank, Texts } from './bank-types.ts';
import { partSections, practiceItems } from './bank-types.ts';

const DOMAINS: [string, Texts, Texts[]][] = [
  [
    'N',
    { en: 'Neuroticism', es: 'Neuroticismo', fr: 'Névrosisme' },
    [
      { en: 'Anxiety', es: 'Ansiedad', fr: 'Anxiété' },
      { en: 'Anger', es: 'Ira', fr: 'Colère' },
      { en: 'Depression', es: 'Depresión', fr: 'Dépression' },
      { en: 'Self-consciousness', es: 'Cohibición', fr: 'Timidité' },
      { en: 'Immoderation', es: 'Inmoderación', fr: 'Immodération' },
      { en: 'Vulnerability', es: 'Vulnerabilidad', fr: 'Vulnérabilité' },
    ],
  ],
  [
    'E',
    { en: 'Extraversion', es: 'Extraversión', fr: 'Extraversion' },
    [
      { en: 'Friendliness', es: 'Cordialidad', fr: 'Convivialité' },
      { en: 'Gregariousness', es: 'Sociabilidad', fr: 'Grégarité' },
      { en: 'Assertiveness', es: 'Asertividad', fr: 'Assertivité' },
      { en: 'Activity level', es: 'Nivel de actividad', fr: 'Niveau d’activité' },
      { en: 'Excitement-seeking', es: 'Búsqueda de emociones', fr: 'Recherche de sensations' },
      { en: 'Cheerfulness', es: 'Alegría', fr: 'Gaieté' },
    ],
  ],
  [
    'O',
    { en: 'Openness to experience', es: 'Apertura a la experiencia', fr: 'Ouverture à l’expérience' },
    [
      { en: 'Imagination', es: 'Imaginación', fr: 'Imagination' },
      { en: 'Artistic interests', es: 'Intereses artísticos', fr: 'Intérêts artistiques' },
      { en: 'Emotionality', es: 'Emocionalidad', fr: 'Émotivité' },
      { en: 'Adventurousness', es: 'Espíritu aventurero', fr: 'Goût de l’aventure' },
      { en: 'Intellect', es: 'Intelecto', fr: 'Intellect' },
      { en: 'Liberalism', es: 'Liberalismo', fr: 'Libéralisme' },
    ],
  ],
  [
    'A',
    { en: 'Agreeableness', es: 'Amabilidad', fr: 'Agréabilité' },
    [
      { en: 'Trust', es: 'Confianza', fr: 'Confiance' },
      { en: 'Morality', es: 'Moralidad', fr: 'Moralité' },
      { en: 'Altruism', es: 'Altruismo', fr: 'Altruisme' },
      { en: 'Cooperation', es: 'Cooperación', fr: 'Coopération' },
      { en: 'Modesty', es: 'Modestia', fr: 'Modestie' },
      { en: 'Sympathy', es: 'Compasión', fr: 'Compassion' },
    ],
  ],
  [
    'C',
    { en: 'Conscientiousness', es: 'Responsabilidad', fr: 'Conscienciosité' },
    [
      { en: 'Self-efficacy', es: 'Autoeficacia', fr: 'Auto-efficacité' },
      { en: 'Orderliness', es: 'Orden', fr: 'Sens de l’ordre' },
      { en: 'Dutifulness', es: 'Sentido del deber', fr: 'Sens du devoir' },
      { en: 'Achievement-striving', es: 'Necesidad de logro', fr: 'Recherche de réussite' },
      { en: 'Self-discipline', es: 'Autodisciplina', fr: 'Autodiscipline' },
      { en: 'Cautiousness', es: 'Prudencia', fr: 'Prudence' },
    ],
  ],
];

function attributes(): BankAttribute[] {
  return DOMAINS.flatMap(([domain, name, facets]) => [
    { code: domain, name },
    ...facets.map((facet, i) => ({ code: `${domain}${i + 1}`, parent: domain, name: facet })),
  ]);
}

function scoredItems(): BankItem[] {
  const [en, es, fr] = (['en', 'es', 'fr'] as const).map(
    (lang) => new Map(bigFive.getQuestions(lang).map((q) => [q.id, q])),
  );
  return [...en!.values()].map((q) => {
    const text = (m: typeof en) => {
      const found = m!.get(q.id);
      if (!found) throw new Error(`IPIP item ${q.id} has no translation`);
      return found.text;
    };
    return {
      id: `personality:${q.id}`,
      attribute: `${q.domain}${q.facet}`,
      keyed: q.keyed === 'minus' ? -1 : 1,
      text: { en: q.text, es: text(es), fr: typographic(text(fr)) },
    };
  });
}

/** The bank's French elides with a straight apostrophe; the product's French writes ’ (D278). */
function typographic(french: string): string {
  return french.replaceAll("'", '’');
}

export function personalityBank(): ItemBank {
  return {
    slug: 'personality',
    kind: 'personality',
    scoring_key: 'ipip-neo-120@1',
    has_pledge: true,
    estimated_minutes: 15,
    scale: 'accuracy-5',
    title: { en: 'Personality questionnaire', es: 'Cuestionario de personalidad', fr: 'Questionnaire de personnalité' },
    instructions: {
      en: 'Describe yourself as you generally are now, not as you wish to be in the future. There are no right or wrong answers.',
      es: 'Descríbete como eres en general ahora, no como te gustaría ser en el futuro. No hay respuestas correctas ni incorrectas.',
      fr: 'Décrivez-vous tel que vous êtes généralement aujourd’hui, et non tel que vous souhaiteriez être. Il n’y a pas de bonne ou de mauvaise réponse.',
    },
    attributes: attributes(),
    sections: [
      practiceItems('personality', [
        { en: 'Enjoy a sunny day', es: 'Disfruto de un día soleado', fr: 'J’apprécie une journée ensoleillée' },
        {
          en: 'Drink coffee or tea in the morning',
          es: 'Tomo café o té por la mañana',
          fr: 'Je bois du café ou du thé le matin',
        },
      ]),
      ...partSections(scoredItems(), 4),
    ],
  };
}
