/**
 * The server's refusal of a weight on an attribute kept out of hiring (D198, D214): requisitions'
 * and job profiles' attribute weights and predictive model weights. The browser never offers these
 * attributes, so a refusal answers a direct API call or an old screen: 400
 * `attribute_excluded_from_hiring` with the field that asked and why, in the caller's language (their
 * saved preference, else English). A weight of 0 is accepted: it takes an attribute out of an older
 * group's sum, which is the way out of such a group. Pathways (development) may weigh them. With
 * the company's attributes rather than in job (D373): the predictive models refuse alike, and
 * scoring importing job closed a cycle.
 */
import {
  HiringAttributeErrorCode,
  hiringExclusionOf,
  type HiringExclusion,
} from '../../../contracts/hiring-attributes.ts';
import type { Language } from '../../../contracts/user.ts';
import { HttpError } from '../../http/http-error.ts';

const WHY: Readonly<Record<Language, Record<HiringExclusion, string>>> = {
  en: {
    emotional_health: 'This attribute describes emotional health and cannot weigh in a hiring decision.',
    political: 'This attribute measures political attitudes and cannot weigh in a hiring decision.',
  },
  es: {
    emotional_health: 'Este atributo describe la salud emocional y no puede pesar en una decisión de contratación.',
    political: 'Este atributo mide actitudes políticas y no puede pesar en una decisión de contratación.',
  },
  fr: {
    emotional_health: 'Cet attribut décrit la santé émotionnelle et ne peut pas peser dans une décision d’embauche.',
    political: 'Cet attribut mesure des opinions politiques et ne peut pas peser dans une décision d’embauche.',
  },
};

export interface WeightOnAttribute {
  /** The body's field that carries the attribute, e.g. `weights.2.attribute_type_id`. */
  prop: string;
  attribute: { category: string; code: string | null };
  weight: number;
}

/** The refusal for one excluded attribute, its reason and message in `language`. */
export function excludedFromHiringError(reason: HiringExclusion, prop: string, language: Language): HttpError {
  const message = WHY[language][reason];
  return new HttpError(400, HiringAttributeErrorCode.excludedFromHiring, message, [{ prop, message }]);
}

/** Throws for the first non-zero weight on an attribute kept out of hiring; returns when there is none. */
export function refuseExcludedWeights(weights: readonly WeightOnAttribute[], language: Language): void {
  for (const { prop, attribute, weight } of weights) {
    if (weight === 0) continue;
    const reason = hiringExclusionOf(attribute);
    if (reason !== null) throw excludedFromHiringError(reason, prop, language);
  }
}

export const callerLanguage = (viewer: { preferred_language?: Language | null }): Language =>
  viewer.preferred_language ?? 'en';
