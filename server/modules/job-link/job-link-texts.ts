/**
 * The words of the job link's page (src/features/job-link/job-link-page.tsx) in each language, for
 * the summary the server writes into the page it sends (job-link-html.ts, D248): the same texts as
 * the app's catalogs (src/locales/{es,fr}/job-link.po and messages.po), which
 * job-link-texts.test.ts compares them with, so the page the app renders over it reads the same.
 * The steps' and the kinds' names are the app's own, generated from it (built-in-names.gen.ts, D425).
 */
import type { Language } from '../../../contracts/languages.ts';
import { KIND_NAMES, STEP_NAMES } from '../built-in-names.gen.ts';

interface JobLinkTexts {
  skipToContent: string;
  /** The language switch's label (src/features/layout/language-switch.tsx). */
  language: string;
  /** The pop-up notifications' region, which the app renders after every page (src/ui/notifications.tsx). */
  notifications: string;
  remote: string;
  remoteIn: (place: string) => string;
  whatApplyingInvolves: string;
  /** The plural's two forms; `#` is the number. */
  totalTime: { one: string; other: string };
  about: (minutes: number) => string;
  aboutWithConnection: (minutes: number) => string;
  later: string;
  worksOffline: string;
  lead: string;
  createAccount: string;
  signIn: string;
  /** A type no kind names (src/features/job-link/activity-label.ts). */
  activity: string;
}

const TEXTS: Record<Language, JobLinkTexts> = {
  en: {
    skipToContent: 'Skip to content',
    language: 'Language',
    notifications: 'Notifications',
    remote: 'Remote',
    remoteIn: (place) => `Remote (${place})`,
    whatApplyingInvolves: 'What applying involves',
    totalTime: {
      one: 'About # minute in all. You can stop and come back at any time.',
      other: 'About # minutes in all. You can stop and come back at any time.',
    },
    about: (minutes) => `about ${minutes} min`,
    aboutWithConnection: (minutes) => `about ${minutes} min, needs a connection`,
    later: 'later, with the company',
    worksOffline:
      'Works offline: once you have opened an activity, you can answer without a connection. Your answers stay on this device and are sent when you are back online.',
    lead: 'To apply, create an account. It takes a minute.',
    createAccount: 'Create an account',
    signIn: 'Sign in',
    activity: 'Activity',
  },
  es: {
    skipToContent: 'Saltar al contenido',
    language: 'Idioma',
    notifications: 'Notificaciones',
    remote: 'En remoto',
    remoteIn: (place) => `En remoto (${place})`,
    whatApplyingInvolves: 'Qué implica postularse',
    totalTime: {
      one: 'Alrededor de # minuto en total. Puedes parar y volver cuando quieras.',
      other: 'Alrededor de # minutos en total. Puedes parar y volver cuando quieras.',
    },
    about: (minutes) => `unos ${minutes} min`,
    aboutWithConnection: (minutes) => `unos ${minutes} min, necesita conexión`,
    later: 'más adelante, con la empresa',
    worksOffline:
      'Funciona sin conexión: una vez abierta una actividad, puedes responder sin conexión. Tus respuestas se guardan en este dispositivo y se envían cuando vuelvas a estar en línea.',
    lead: 'Para postularte, crea una cuenta. Solo lleva un minuto.',
    createAccount: 'Crear una cuenta',
    signIn: 'Iniciar sesión',
    activity: 'Actividad',
  },
  fr: {
    skipToContent: 'Aller au contenu',
    language: 'Langue',
    notifications: 'Notifications',
    remote: 'À distance',
    remoteIn: (place) => `À distance (${place})`,
    whatApplyingInvolves: 'Ce que comprend la candidature',
    totalTime: {
      one: 'Environ # minute en tout. Vous pouvez vous arrêter et reprendre à tout moment.',
      other: 'Environ # minutes en tout. Vous pouvez vous arrêter et reprendre à tout moment.',
    },
    about: (minutes) => `environ ${minutes} min`,
    aboutWithConnection: (minutes) => `environ ${minutes} min, connexion nécessaire`,
    later: 'plus tard, avec l’entreprise',
    worksOffline:
      'Fonctionne hors connexion\u00a0: une fois une activité ouverte, vous pouvez répondre sans connexion. Vos réponses restent sur cet appareil et sont envoyées dès que vous êtes de nouveau en ligne.',
    lead: 'Pour postuler, créez un compte. Cela prend une minute.',
    createAccount: 'Créer un compte',
    signIn: 'Se connecter',
    activity: 'Activité',
  },
};

export const jobLinkTexts = (language: Language): JobLinkTexts => TEXTS[language];

/** "About 25 minutes in all…": the plural form the language's rules pick, `#` the number as Lingui writes it. */
export function totalTimeText(language: Language, minutes: number): string {
  const { one, other } = TEXTS[language].totalTime;
  const form = new Intl.PluralRules(language).select(minutes) === 'one' ? one : other;
  return form.replace('#', new Intl.NumberFormat(language).format(minutes));
}

/** A step's name in the language when it is one of the built-in English names, else as written (src/ui/step-names.ts). */
export function stepNameText(language: Language, name: string): string {
  const key = name.trim();
  return Object.hasOwn(STEP_NAMES, key) ? STEP_NAMES[key]![language] : name;
}

/** A kind's name in the language, as the app's label says it; "Activity" for a type no kind names. */
export function kindText(language: Language, type: string): string {
  return Object.hasOwn(KIND_NAMES, type) ? KIND_NAMES[type]![language] : TEXTS[language].activity;
}
