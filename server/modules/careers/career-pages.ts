/** The career page of a company, one posting's page, and the closed and not-found pages, as HTML. */
import { postingPathSegment } from '../../../contracts/job-posting-rules.ts';
import type { CareerCompany, LivePosting } from './careers.store.ts';
import { escapeHtml, textOfHtml } from './html-text.ts';
import { jobPostingJsonLd } from './job-posting-jsonld.ts';
import { formatDay, formatPay, labelsFor } from './public-labels.ts';
import { renderPage } from './page-shell.ts';
import { postingInLanguage, type Reader } from './reader-language.ts';

export interface SiteUrls {
  /** The address the server is reached at, without a trailing slash (PUBLIC_URL). */
  origin: string;
}

export const careerPagePath = (company: CareerCompany) => `/careers/${company.career_slug}`;
export const postingPath = (company: CareerCompany, posting: Pick<LivePosting, 'job_posting_id' | 'title'>) =>
  `${careerPagePath(company)}/${postingPathSegment(posting.job_posting_id, posting.title)}`;

/** The Apply address: the requisition's own link (seed 000 section 2.1) with where the candidate came from. */
export const applyPath = (posting: Pick<LivePosting, 'job_uuid'>, source: string) =>
  `/?sr=${encodeURIComponent(posting.job_uuid)}&source=${encodeURIComponent(source)}`;

const absolute = (urls: SiteUrls, path: string) =>
  /^https?:\/\//.test(path) ? path : `${urls.origin}${path.startsWith('/') ? '' : '/'}${path}`;

function topBar(company: CareerCompany, urls: SiteUrls): string {
  const logo = company.logo_url ? `<img src="${escapeHtml(absolute(urls, company.logo_url))}" alt="">` : '';
  return `<header class="top"><a href="${escapeHtml(careerPagePath(company))}">${logo}<span>${escapeHtml(company.name)}</span></a></header>`;
}

function place(posting: LivePosting): string {
  const labels = labelsFor(posting.language);
  const remote = posting.is_remote
    ? posting.remote_country
      ? labels.remoteIn(posting.remote_country)
      : labels.remote
    : '';
  return [posting.location ?? '', remote].filter(Boolean).join(' · ');
}

function pay(posting: LivePosting): string {
  if (!posting.pay_currency || (posting.pay_min === null && posting.pay_max === null)) return '';
  return formatPay(
    posting.language,
    posting.pay_currency,
    posting.pay_min,
    posting.pay_max,
    posting.pay_period as never,
  );
}

function summary(posting: LivePosting): string {
  const labels = labelsFor(posting.language);
  return [place(posting), labels.employment[posting.employment_type as keyof typeof labels.employment], pay(posting)]
    .filter(Boolean)
    .join(' · ');
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p class="intro">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * `?lang=` carried on the career page's own links, so a reader who chose a language keeps it. A
 * language the browser asked for is asked again on the next page, so the links stay the plain address.
 */
const langQuery = (reader: Reader) => (reader.chosen && reader.language ? `?lang=${reader.language}` : '');

/** The public bias-audit summary's path (the app's page, D273). */
export const biasAuditPath = (accountUuid: string) => `/bias-audit/${accountUuid}`;

export function careerPageHtml(
  company: CareerCompany,
  postings: LivePosting[],
  urls: SiteUrls,
  reader: Reader,
  /** The company's public id when it has a bias-audit summary published: the page links it. */
  biasAuditUuid?: string,
): string {
  const pageLanguage = reader.language ?? company.default_language;
  const labels = labelsFor(pageLanguage);
  const heading = company.career_page_headline.trim() || labels.careersAt(company.name);
  const intro = company.career_page_intro.trim();
  const items = postings
    .map((p) => {
      const shown = postingInLanguage(p, reader.language, company.default_language);
      const href = `${postingPath(company, p)}${langQuery(reader)}`;
      return `<li class="job" lang="${escapeHtml(shown.language)}"><a href="${escapeHtml(href)}">${escapeHtml(shown.title)}</a><p class="muted">${escapeHtml(summary(shown))}</p></li>`;
    })
    .join('\n');
  const body = `${topBar(company, urls)}
<main>
<h1>${escapeHtml(heading)}</h1>
${paragraphs(intro)}
<h2>${escapeHtml(labels.openPositions)}</h2>
${postings.length ? `<ul class="jobs">\n${items}\n</ul>` : `<p class="muted">${escapeHtml(labels.noOpenings)}</p>`}
${biasAuditUuid ? `<p class="muted"><a href="${escapeHtml(biasAuditPath(biasAuditUuid))}">${escapeHtml(labels.biasAudit)}</a></p>` : ''}
</main>`;
  return renderPage(
    {
      language: pageLanguage,
      title: heading === labels.careersAt(company.name) ? heading : `${heading} | ${company.name}`,
      description: textOfHtml(
        intro || `${labels.careersAt(company.name)}. ${labels.openPositions}: ${postings.length}.`,
        200,
      ),
      canonicalUrl: absolute(urls, careerPagePath(company)),
      siteName: company.name,
      ogType: 'website',
      ...(company.logo_url ? { imageUrl: absolute(urls, company.logo_url) } : {}),
    },
    body,
  );
}

export function postingPageHtml(
  company: CareerCompany,
  original: LivePosting,
  urls: SiteUrls,
  source: string,
  reader: Reader,
): string {
  // The address stays the posting's own (its title as written); what it shows is the reader's version.
  const posting = postingInLanguage(original, reader.language, company.default_language);
  const labels = labelsFor(posting.language);
  const facts: [string, string][] = [
    [labels.location, place(posting)],
    [labels.employmentType, labels.employment[posting.employment_type as keyof typeof labels.employment] ?? ''],
    [labels.pay, pay(posting)],
    [labels.postedOn, formatDay(posting.language, posting.published_at)],
    [labels.applyBy, posting.valid_through ? formatDay(posting.language, posting.valid_through) : ''],
  ];
  const factList = facts
    .filter(([, value]) => value)
    .map(([label, value]) => `<li><span>${escapeHtml(label)}:</span> <strong>${escapeHtml(value)}</strong></li>`)
    .join('');
  const apply = `<a class="apply" href="${escapeHtml(applyPath(posting, source))}">${escapeHtml(labels.apply)}</a>`;
  const canonical = absolute(urls, postingPath(company, original));
  const body = `${topBar(company, urls)}
<main>
<p class="back"><a href="${escapeHtml(careerPagePath(company) + langQuery(reader))}">← ${escapeHtml(labels.allPositions)}</a></p>
<h1>${escapeHtml(posting.title)}</h1>
<ul class="facts">${factList}</ul>
${apply}
<div class="description">${posting.description_html}</div>
${apply}
</main>`;
  return renderPage(
    {
      language: posting.language,
      title: `${posting.title} | ${company.name}`,
      description: textOfHtml(`${summary(posting)}. ${textOfHtml(posting.description_html, 400)}`, 200),
      canonicalUrl: canonical,
      siteName: company.name,
      ogType: 'article',
      ...(company.logo_url ? { imageUrl: absolute(urls, company.logo_url) } : {}),
      jsonLd: jobPostingJsonLd(posting, company, {
        posting: canonical,
        careerPage: absolute(urls, careerPagePath(company)),
        ...(company.logo_url ? { logo: absolute(urls, company.logo_url) } : {}),
      }),
    },
    body,
  );
}

/** A page saying the posting is closed (410) or that nothing is here (404), in the language given. */
export function messagePageHtml(
  kind: 'gone' | 'not_found',
  language: string,
  urls: SiteUrls,
  company?: CareerCompany,
): string {
  const labels = labelsFor(language);
  const [title, text] =
    kind === 'gone' ? [labels.goneTitle, labels.goneText] : [labels.notFoundTitle, labels.notFoundText];
  const back = company
    ? `<p class="back"><a href="${escapeHtml(careerPagePath(company))}">${escapeHtml(labels.allPositions)}</a></p>`
    : '';
  const body = `${company ? topBar(company, urls) : ''}
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${back}
</main>`;
  return renderPage(
    {
      language,
      title,
      description: text,
      canonicalUrl: urls.origin,
      siteName: company?.name ?? 'Assay',
      ogType: 'website',
      noIndex: true,
    },
    body,
  );
}
