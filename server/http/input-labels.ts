/**
 * The words of the refusals the HTTP layer makes for every endpoint (D265), in the request's
 * language (Accept-Language, which the app sets to the language on screen): kept here, as the
 * career pages' are (D122), since the Lingui catalogs are compiled for the browser.
 */
import type { Language } from '../../contracts/languages.ts';
import { browserLanguage } from './request-language.ts';

export interface InputLabels {
  /** A lone UTF-16 surrogate: no database or mail can store it. */
  brokenCharacter: string;
  nulCharacter: string;
  /** A date that is not in the calendar (2026-13-45, 2026-02-30). */
  invalidDate: string;
  tooLong: (max: number) => string;
  /** A value the database refused to read (a last resort behind the contracts). */
  unreadableValue: string;
}

const en: InputLabels = {
  brokenCharacter: 'This text has a broken character (an unpaired surrogate). Remove it or type it again.',
  nulCharacter: 'Text may not contain NUL characters.',
  invalidDate: 'Enter a real date as YYYY-MM-DD.',
  tooLong: (max) => `This can be at most ${max.toLocaleString('en')} characters.`,
  unreadableValue: 'A value could not be read. Check the dates, numbers and lengths you entered.',
};

const es: InputLabels = {
  brokenCharacter: 'Este texto tiene un carácter dañado (un sustituto sin pareja). Elimínelo o escríbalo de nuevo.',
  nulCharacter: 'El texto no puede contener caracteres NUL.',
  invalidDate: 'Ingrese una fecha real con el formato AAAA-MM-DD.',
  tooLong: (max) => `Puede tener como máximo ${max.toLocaleString('es')} caracteres.`,
  unreadableValue: 'No se pudo leer un valor. Revise las fechas, los números y las longitudes que ingresó.',
};

const fr: InputLabels = {
  brokenCharacter:
    'Ce texte contient un caractère endommagé (un substitut non apparié). Supprimez-le ou saisissez-le à nouveau.',
  nulCharacter: 'Le texte ne peut pas contenir de caractères NUL.',
  invalidDate: 'Saisissez une date réelle au format AAAA-MM-JJ.',
  tooLong: (max) => `Ce champ peut contenir au plus ${max.toLocaleString('fr')} caractères.`,
  unreadableValue: 'Une valeur n’a pas pu être lue. Vérifiez les dates, les nombres et les longueurs saisis.',
};

const LABELS: Record<Language, InputLabels> = { en, es, fr };

export function inputLabels(acceptLanguage: string | undefined): InputLabels {
  return LABELS[browserLanguage(acceptLanguage) ?? 'en'];
}
