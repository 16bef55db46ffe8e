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

/**
 * The personality scale's anchors in es and fr, keyed by the item bank's English source anchors.
 * The bank's own es and fr choices ask agree/disagree ("Muy en desacuerdo", "Fortement en
 * désaccord") while its items were written for accuracy ("Very Inaccurate" ... "Very Accurate"):
 * the same item meant something else per language, so every language says accuracy here (D199).
 */
export const ACCURACY_ANCHORS: Record<string, { es: string; fr: string }> = {
  'Very Inaccurate': { es: 'Muy inexacto', fr: 'Très inexact' },
  'Moderately Inaccurate': { es: 'Moderadamente inexacto', fr: 'Plutôt inexact' },
  'Neither Accurate Nor Inaccurate': { es: 'Ni exacto ni inexacto', fr: 'Ni exact ni inexact' },
  'Moderately Accurate': { es: 'Moderadamente exacto', fr: 'Plutôt exact' },
  'Very Accurate': { es: 'Muy exacto', fr: 'Très exact' },
};

/** The item bank's English anchors in score order, each with its es and fr translation; an unknown anchor stops the seed. */
export function accuracyLabels(): Texts[] {
  const en = bigFive.getChoices('en').plus as unknown as { text: string; score: number }[];
  return en.map((choice) => {
    const translated = ACCURACY_ANCHORS[choice.text];
    if (!translated) throw new Error(`No es/fr anchor for the item bank's "${choice.text}"`);
    return { en: choice.text, ...translated };
  });
}

export function responseScales(): ResponseScale[] {
  return [
    { code: 'accuracy-5', min: 1, max: 5, labels: accuracyLabels() },
    {
      code: 'liking-5',
      min: 1,
      max: 5,
      labels: [
        { en: 'Strongly dislike', es: 'Me disgusta mucho', fr: 'Je n’aime pas du tout' },
        { en: 'Dislike', es: 'Me disgusta', fr: 'Je n’aime pas' },
        { en: 'Not sure', es: 'No estoy seguro', fr: 'Je ne sais pas' },
        { en: 'Like', es: 'Me gusta', fr: 'J’aime' },
        { en: 'Strongly like', es: 'Me gusta mucho', fr: 'J’aime beaucoup' },
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
