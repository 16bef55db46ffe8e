/**
 * The job link's page as the server sends it (D248): job-link.html (index.html with the page's
 * styles inlined, vite.config.ts FIRST_SCREENS) with the job's summary already in #root, in the
 * visitor's language, written as src/features/job-link/job-link-page.tsx renders it, so the heading
 * and description paint before any JavaScript has arrived and the app's page replaces it with the
 * same markup (no layout shift; e2e/job-link.spec.ts compares the two). The summary also goes into
 * the page as data, which the route's loader takes instead of asking GET /api/job-link/v1/{uuid}/
 * again. Like the sign-in page's shell, nothing in the header or the ways in can be used before
 * the app has arrived (inert; the language switch disabled). Every text of the company's is escaped.
 */
import type { JobLinkSummary } from '../../../contracts/job-link.ts';
import type { Language } from '../../../contracts/languages.ts';
import { escapeHtml, jsonForScript } from '../careers/index.ts';
import { jobLinkTexts, kindText, stepNameText, totalTimeText } from './job-link-texts.ts';

/** Where the build leaves room for the page's markup (vite.config.ts PAGE_SLOT). */
export const PAGE_SLOT = '<!--assay-page-->';
const ROOT = '<div id="root" data-shell="en">';
/** The data element the route's loader reads (src/routes/login/applicant/$jobUUID.tsx). */
export const SUMMARY_ELEMENT_ID = 'assay-job-link';

/** The path of a job link, with its uuid: /login/applicant/{jobUUID}, any query. */
export const JOB_LINK_PATH = /^\/login\/applicant\/([0-9a-f-]{36})\/?(?:\?|$)/i;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/**
 * The language the app will start in for a visitor with no saved choice: the browser's first
 * language (src/lib/language.ts languageFromBrowser: Spanish for es*, French for fr*, else
 * English), which browsers send first in Accept-Language. A choice saved on the device is not
 * sent: public/preload.js then removes a summary in another language before it shows.
 */
export function languageOfVisitor(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('es')) return 'es';
  if (first.startsWith('fr')) return 'fr';
  return 'en';
}

/** Where signing up or in leads, as the route's Link writes it: back into the job (login-destination.ts). */
function destinationSearch(jobUuid: string): string {
  return `?redirect=${encodeURIComponent(`/user/progress?jobUuid=${jobUuid}`)}`;
}

/** The job link page's markup for an open job, as the app renders it (job-link-page.tsx OpenJob). */
export function jobLinkMarkup(job: JobLinkSummary, jobUuid: string, language: Language): string {
  const t = jobLinkTexts(language);
  const e = escapeHtml;
  const place = job.location;
  const search = destinationSearch(jobUuid);
  const options = (Object.keys(LANGUAGE_NAMES) as Language[])
    .map(
      (code) =>
        `<option value="${code}" lang="${code}"${code === language ? ' selected' : ''}>${LANGUAGE_NAMES[code]}</option>`,
    )
    .join('');
  const placeText = job.is_remote ? (place ? t.remoteIn(place) : t.remote) : place;
  const steps = job.steps
    .map((step) => {
      const activities = step.activities
        .map((activity) => {
          const note = activity.is_after_applying
            ? t.later
            : activity.needs_connection
              ? t.aboutWithConnection(activity.minutes)
              : t.about(activity.minutes);
          return `<li class="job-link__activity"><span>${e(kindText(language, activity.type))}</span><span class="job-link__note">${e(note)}</span></li>`;
        })
        .join('');
      return `<li class="job-link__step"><span class="job-link__step-name">${e(stepNameText(language, step.name))}</span><ul class="job-link__activities">${activities}</ul></li>`;
    })
    .join('');
  return [
    '<div class="auth-page job-link">',
    `<a class="skip-link" href="#main">${e(t.skipToContent)}</a>`,
    '<header inert class="auth-page__header"><span class="auth-page__brand"><span class="auth-page__mark" aria-hidden="true">A</span>Assay</span>',
    `<div class="language-switch"><label for="_r_0_" class="visually-hidden">${e(t.language)}</label><select disabled id="_r_0_" class="language-switch__select">${options}</select></div></header>`,
    '<main class="auth-card job-link__card" id="main" tabindex="-1">',
    `<p class="job-link__company">${e(job.company_name)}</p>`,
    `<h1 class="job-link__title">${e(job.title)}</h1>`,
    placeText ? `<p class="job-link__place">${e(placeText)}</p>` : '',
    job.description ? `<p class="job-link__description">${e(job.description)}</p>` : '',
    '<section class="job-link__section" aria-labelledby="job-link-involves">',
    `<h2 id="job-link-involves" class="job-link__heading">${e(t.whatApplyingInvolves)}</h2>`,
    job.total_minutes > 0 ? `<p class="job-link__time">${e(totalTimeText(language, job.total_minutes))}</p>` : '',
    steps ? `<ol class="job-link__steps">${steps}</ol>` : '',
    `<p class="job-link__offline">${e(t.worksOffline)}</p></section>`,
    `<p class="job-link__lead">${e(t.lead)}</p>`,
    '<div inert class="job-link__actions job-link__actions--apply">',
    `<a class="button button--primary button--block" href="/create-account${e(search)}">${e(t.createAccount)}</a>`,
    `<a class="button button--secondary button--block" href="/login${e(search)}">${e(t.signIn)}</a>`,
    '</div></main></div>',
    // The root layout's notifications (src/ui/notifications.tsx), empty.
    `<section inert class="notifications" aria-label="${e(t.notifications)}" aria-live="polite"></section>`,
  ].join('');
}

/**
 * job-link.html with the job's summary in #root and as data for the route's loader, the page's
 * language and title set; undefined when the template has no slot (a build without it).
 */
export function jobLinkPageHtml(
  template: string,
  job: JobLinkSummary,
  jobUuid: string,
  language: Language,
): string | undefined {
  if (!template.includes(ROOT) || !template.includes(PAGE_SLOT)) return undefined;
  const data = `<script type="application/json" id="${SUMMARY_ELEMENT_ID}">${jsonForScript({ uuid: jobUuid, language, job })}</script>`;
  return template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('<title>Assay</title>', () => `<title>${escapeHtml(job.title)} · Assay</title>`)
    .replace(ROOT, `<div id="root" data-shell="${language}" data-page="job-link">`)
    .replace(PAGE_SLOT, () => jobLinkMarkup(job, jobUuid, language) + data);
}
