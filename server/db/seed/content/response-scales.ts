/** The 5-point response scales, labelled in every language. Personality's come from the item bank. */
import bigFive from '@bigfive-org/questions';
import type { Texts } from './bank-types.ts';

export interface ResponseScale {
  code: string;
  min: number;
  max: number;
  /** Labels for min..max in order. */
  labels: Texts[];
}

function accuracyLabels(): Texts[] {
  const en = bigFive.getChoices('en').plus as unknown as { text: string; score: number }[];
  const es = bigFive.getChoices('es').plus as unknown as { text: string; score: number }[];
  const fr = bigFive.getChoices('fr').plus as unknown as { text: string; score: number }[];
  // The package's French lacks the circumflex of "Plutôt".
  return en.map((choice, i) => ({ en: choice.text, es: es[i]!.text, fr: fr[i]!.text.replace(/^Plutot/, 'Plutôt') }));
}

export function responseScales(): ResponseScale[] {
  return [
    { code: 'accuracy-5', min: 1, max: 5, labels: accuracyLabels() },
    {
      code: 'liking-5',
      min: 1,
      max: 5,
      labels: [
        { en: 'Strongly dislike', es: 'Me disgusta mucho', fr: "Je n'aime pas du tout" },
        { en: 'Dislike', es: 'Me disgusta', fr: "Je n'aime pas" },
        { en: 'Not sure', es: 'No estoy seguro', fr: 'Je ne sais pas' },
        { en: 'Like', es: 'Me gusta', fr: "J'aime" },
        { en: 'Strongly like', es: 'Me gusta mucho', fr: "J'aime beaucoup" },
      ],
    },
    {
      code: 'importance-5',
      min: 1,
      max: 5,
      labels: [
        { en: 'Not important at all', es: 'Nada importante', fr: 'Pas du tout important' },
        { en: 'Slightly important', es: 'Poco importante', fr: 'Peu important' },
        { en: 'Moderately important', es: 'Moderadamente importante', fr: 'Moyennement important' },
        { en: 'Very important', es: 'Muy importante', fr: 'Très important' },
        { en: 'Extremely important', es: 'Extremadamente importante', fr: 'Extrêmement important' },
      ],
    },
    {
      code: 'frequency-5',
      min: 1,
      max: 5,
      labels: [
        { en: 'Never', es: 'Nunca', fr: 'Jamais' },
        { en: 'Rarely', es: 'Rara vez', fr: 'Rarement' },
        { en: 'Sometimes', es: 'A veces', fr: 'Parfois' },
        { en: 'Often', es: 'A menudo', fr: 'Souvent' },
        { en: 'Always', es: 'Siempre', fr: 'Toujours' },
      ],
    },
  ];
}
