/**
 * The step-up refusals' own messages in the request's language (Accept-Language, which the app
 * sets to the language on screen), as the HTTP layer's refusals are (server/http/input-labels.ts):
 * an API client reads why it was refused without the browser's catalogs. The browser words them
 * by their codes (src/features/two-factor/second-factor-texts.ts).
 */
import type { Language } from '../../../contracts/languages.ts';
import { browserLanguage } from '../../http/request-language.ts';

interface StepUpWords {
  required: string;
  invalid: string;
}

const WORDS: Record<Language, StepUpWords> = {
  en: {
    required:
      'Confirm it is you first: send your password, a code from your authenticator app, or a passkey with this request.',
    invalid: 'That did not confirm it is you. Check it and try again.',
  },
  es: {
    required:
      'Primero confirma que eres tú: envía con esta solicitud tu contraseña, un código de tu app de autenticación o una llave de acceso.',
    invalid: 'Eso no confirmó que eres tú. Revísalo e inténtalo de nuevo.',
  },
  fr: {
    required:
      'Confirmez d’abord que c’est bien vous\u202f: envoyez avec cette demande votre mot de passe, un code de votre application d’authentification ou une clé d’accès.',
    invalid: 'Cela n’a pas confirmé que c’est bien vous. Vérifiez et réessayez.',
  },
};

export function stepUpWords(acceptLanguage: string | string[] | undefined): StepUpWords {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return WORDS[browserLanguage(header) ?? 'en'];
}
