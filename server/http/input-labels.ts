/**
 * The words of the refusals the HTTP layer makes for every endpoint (D265, D272), in the request's
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
  tooShort: (min: number) => string;
  required: string;
  atMost: (max: number) => string;
  /** A list with more items than its contract allows (a bulk action's ref_ids). */
  tooManyItems: (max: number) => string;
  /** A list with fewer items than its contract needs (more than one). */
  tooFewItems: (min: number) => string;
  atLeast: (min: number) => string;
  /** A number the database cannot hold. */
  outOfRange: string;
  invalidEmail: string;
  /** A value that is not one of those offered (an enum). */
  invalidChoice: string;
  /** A value of the wrong kind or shape. */
  invalidValue: string;
  /** A JSON body that is empty or not JSON. */
  notJson: string;
  /** A value the database refused to read (a last resort behind the contracts) when no field is found. */
  unreadableValue: string;
  /** The answer's own message: which fields to check, the first one's problem when there is one field. */
  checkFields: (fields: readonly { prop: string; message: string }[]) => string;
}

const en: InputLabels = {
  brokenCharacter: 'This text has a broken character (an unpaired surrogate). Remove it or type it again.',
  nulCharacter: 'Text may not contain NUL characters.',
  invalidDate: 'Enter a real date as YYYY-MM-DD.',
  tooLong: (max) => `This can be at most ${max.toLocaleString('en')} characters.`,
  tooShort: (min) => `This needs at least ${min.toLocaleString('en')} characters.`,
  required: 'This is required.',
  atMost: (max) => `This can be at most ${max.toLocaleString('en')}.`,
  tooManyItems: (max) => `This list can hold at most ${max.toLocaleString('en')} items.`,
  tooFewItems: (min) => `This list needs at least ${min.toLocaleString('en')} items.`,
  atLeast: (min) => `This must be at least ${min.toLocaleString('en')}.`,
  outOfRange: 'This number is too large or too small.',
  invalidEmail: 'Enter an email address such as name@example.com.',
  invalidChoice: 'Choose one of the values offered.',
  invalidValue: 'This value is not valid here.',
  notJson: 'The request body is not valid JSON.',
  unreadableValue: 'A value could not be read. Check the dates, numbers and lengths you entered.',
  checkFields: (fields) =>
    fields.length === 1
      ? `Check ${fields[0]!.prop}: ${fields[0]!.message}`
      : `Check these fields: ${[...new Set(fields.map((f) => f.prop))].join(', ')}.`,
};

const es: InputLabels = {
  brokenCharacter: 'Este texto tiene un carácter dañado (un sustituto sin pareja). Elimínalo o escríbelo de nuevo.',
  nulCharacter: 'El texto no puede contener caracteres NUL.',
  invalidDate: 'Ingresa una fecha real con el formato AAAA-MM-DD.',
  tooLong: (max) => `Puede tener como máximo ${max.toLocaleString('es')} caracteres.`,
  tooShort: (min) => `Necesita al menos ${min.toLocaleString('es')} caracteres.`,
  required: 'Este dato es obligatorio.',
  atMost: (max) => `Puede ser como máximo ${max.toLocaleString('es')}.`,
  tooManyItems: (max) => `Esta lista puede tener como máximo ${max.toLocaleString('es')} elementos.`,
  tooFewItems: (min) => `Esta lista necesita al menos ${min.toLocaleString('es')} elementos.`,
  atLeast: (min) => `Debe ser al menos ${min.toLocaleString('es')}.`,
  outOfRange: 'Este número es demasiado grande o demasiado pequeño.',
  invalidEmail: 'Ingresa una dirección de correo como nombre@ejemplo.com.',
  invalidChoice: 'Elige uno de los valores ofrecidos.',
  invalidValue: 'Este valor no es válido aquí.',
  notJson: 'El cuerpo de la solicitud no es JSON válido.',
  unreadableValue: 'No se pudo leer un valor. Revisa las fechas, los números y las longitudes que ingresaste.',
  checkFields: (fields) =>
    fields.length === 1
      ? `Revisa ${fields[0]!.prop}: ${fields[0]!.message}`
      : `Revisa estos campos: ${[...new Set(fields.map((f) => f.prop))].join(', ')}.`,
};

const fr: InputLabels = {
  brokenCharacter:
    'Ce texte contient un caractère endommagé (un substitut non apparié). Supprimez-le ou saisissez-le à nouveau.',
  nulCharacter: 'Le texte ne peut pas contenir de caractères NUL.',
  invalidDate: 'Saisissez une date réelle au format AAAA-MM-JJ.',
  tooLong: (max) => `Ce champ peut contenir au plus ${max.toLocaleString('fr')} caractères.`,
  tooShort: (min) => `Ce champ doit contenir au moins ${min.toLocaleString('fr')} caractères.`,
  required: 'Ce champ est obligatoire.',
  atMost: (max) => `La valeur peut être au plus ${max.toLocaleString('fr')}.`,
  tooManyItems: (max) => `Cette liste peut contenir au plus ${max.toLocaleString('fr')} éléments.`,
  tooFewItems: (min) => `Cette liste doit contenir au moins ${min.toLocaleString('fr')} éléments.`,
  atLeast: (min) => `La valeur doit être au moins ${min.toLocaleString('fr')}.`,
  outOfRange: 'Ce nombre est trop grand ou trop petit.',
  invalidEmail: 'Saisissez une adresse e-mail comme nom@exemple.com.',
  invalidChoice: 'Choisissez l’une des valeurs proposées.',
  invalidValue: 'Cette valeur n’est pas valide ici.',
  notJson: 'Le corps de la requête n’est pas du JSON valide.',
  unreadableValue: 'Une valeur n’a pas pu être lue. Vérifiez les dates, les nombres et les longueurs saisis.',
  checkFields: (fields) =>
    fields.length === 1
      ? `Vérifiez ${fields[0]!.prop}\u202f: ${fields[0]!.message}`
      : `Vérifiez ces champs\u202f: ${[...new Set(fields.map((f) => f.prop))].join(', ')}.`,
};

const LABELS: Record<Language, InputLabels> = { en, es, fr };

export function inputLabels(acceptLanguage: string | undefined): InputLabels {
  return LABELS[browserLanguage(acceptLanguage) ?? 'en'];
}
