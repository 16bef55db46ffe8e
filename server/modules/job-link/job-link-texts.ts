/**
 * The words of the job link's page (src/features/job-link/job-link-page.tsx) in each language, for
 * the summary the server writes into the page it sends (job-link-html.ts, D248): the app's own
 * messages and their translations, generated from its files and catalogs (job-link-texts.gen.ts,
 * scripts/built-in-names.mjs, D448), so the page the app renders over it reads the same. The steps'
 * and the kinds' names are the app's own too (built-in-names.gen.ts, D425).
 */
import type { Language } from '../../../contracts/languages.ts';
import { KIND_NAMES, STEP_NAMES } from '../built-in-names.gen.ts';
import { JOB_LINK_MESSAGES, JOB_LINK_PLURALS } from './job-link-texts.gen.ts';

interface JobLinkTexts {
  skipToContent: string;
  /** The language switch's label (src/features/layout/language-switch.tsx). */
  language: string;
  /** The pop-up notifications' region, which the app renders after every page (src/ui/notifications.tsx). */
  notifications: string;
  remote: string;
  remoteIn: (place: string) => string;
  whatApplyingInvolves: string;
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

/** A message of the page's in the language, its `{name}` placeholders filled in. */
function say(language: Language, id: keyof typeof JOB_LINK_MESSAGES, values: Record<string, string> = {}): string {
  return JOB_LINK_MESSAGES[id][language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function textsIn(language: Language): JobLinkTexts {
  const text = (id: keyof typeof JOB_LINK_MESSAGES, values?: Record<string, string>) => say(language, id, values);
  return {
    skipToContent: text('Skip to content'),
    language: text('Language'),
    notifications: text('Notifications'),
    remote: text('Remote'),
    remoteIn: (place) => text('Remote ({place})', { place }),
    whatApplyingInvolves: text('What applying involves'),
    about: (minutes) => text('about {minutes} min', { minutes: String(minutes) }),
    aboutWithConnection: (minutes) => text('about {minutes} min, needs a connection', { minutes: String(minutes) }),
    later: text('later, with the company'),
    worksOffline: text(
      'Works offline: once you have opened an activity, you can answer without a connection. Your answers stay on this device and are sent when you are back online.',
    ),
    lead: text('To apply, create an account. It takes a minute.'),
    createAccount: text('Create an account'),
    signIn: text('Sign in'),
    activity: text('Activity'),
  };
}

const TEXTS: Record<Language, JobLinkTexts> = { en: textsIn('en'), es: textsIn('es'), fr: textsIn('fr') };

export const jobLinkTexts = (language: Language): JobLinkTexts => TEXTS[language];

/** A plural of the page's in the language, for the number. */
export function pluralText(language: Language, id: keyof typeof JOB_LINK_PLURALS, count: number): string {
  return pluralForm(language, JOB_LINK_PLURALS[id][language], count);
}

/** The form the language's rules pick for the number (ICU: `=n` first, else its category, else other), each `#` the number as Lingui writes it. */
export function pluralForm(language: Language, forms: Readonly<Record<string, string>>, count: number): string {
  const form = forms[`=${count}`] ?? forms[new Intl.PluralRules(language).select(count)] ?? forms.other!;
  return form.replaceAll('#', new Intl.NumberFormat(language).format(count));
}

/** "About 25 minutes in all…" (job-link-page.tsx's Plural). */
export const totalTimeText = (language: Language, minutes: number): string =>
  pluralText(
    language,
    '{minutes, plural, one {About # minute in all. You can stop and come back at any time.} other {About # minutes in all. You can stop and come back at any time.}}',
    minutes,
  );

/** A step's name in the language when it is one of the built-in English names, else as written (src/ui/step-names.ts). */
export function stepNameText(language: Language, name: string): string {
  const key = name.trim();
  return Object.hasOwn(STEP_NAMES, key) ? STEP_NAMES[key]![language] : name;
}

/** A kind's name in the language, as the app's label says it; "Activity" for a type no kind names. */
export function kindText(language: Language, type: string): string {
  return Object.hasOwn(KIND_NAMES, type) ? KIND_NAMES[type]![language] : TEXTS[language].activity;
}
