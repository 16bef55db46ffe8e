/**
 * A job board's XML feed: the company's live postings in the layout most boards and aggregators
 * read (a <source> of <job> elements with title, date, reference number, url, company, place,
 * description, salary, job type, expiry and the apply address). Every value is escaped text;
 * characters XML 1.0 forbids are dropped.
 */
import type { CareerCompany, LivePosting } from './careers.store.ts';
import { applyPath, careerPagePath, postingPath, type SiteUrls } from './career-pages.ts';

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const element = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

function salary(posting: LivePosting): string {
  if (!posting.pay_currency || (posting.pay_min === null && posting.pay_max === null)) return '';
  const amount =
    posting.pay_min !== null && posting.pay_max !== null && posting.pay_min !== posting.pay_max
      ? `${posting.pay_min}-${posting.pay_max}`
      : String(posting.pay_min ?? posting.pay_max);
  return `<salary>${element('currency', posting.pay_currency)}${element('min', posting.pay_min)}${element('max', posting.pay_max)}${element('period', posting.pay_period?.toLowerCase())}${element('text', `${amount} ${posting.pay_currency}${posting.pay_period ? ` per ${posting.pay_period.toLowerCase()}` : ''}`)}</salary>`;
}

export function jobBoardFeedXml(
  company: CareerCompany,
  board: { job_board_id: number; name: string },
  postings: LivePosting[],
  urls: SiteUrls,
  builtAt: Date,
): string {
  const source = `board-${board.job_board_id}`;
  const jobs = postings.map((p) => {
    const url = `${urls.origin}${postingPath(company, p)}?source=${source}`;
    const [city, region, country] = (p.location ?? '').split(',').map((part) => part.trim());
    return [
      '  <job>',
      element('title', p.title),
      element('date', p.published_at.toUTCString()),
      element('referencenumber', p.job_posting_id),
      element('url', url),
      element('company', company.name),
      element('city', city),
      element('state', region),
      element('country', country ?? (p.is_remote ? p.remote_country : undefined)),
      element('remotetype', p.is_remote ? 'Fully remote' : undefined),
      element('jobtype', p.employment_type.toLowerCase().replace('_', '-')),
      element('language', p.language),
      element('expirationdate', p.valid_through),
      salary(p),
      element('apply_url', `${urls.origin}${applyPath(p, source)}`),
      element('description', p.description_html),
      '</job>',
    ]
      .filter(Boolean)
      .join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    element('publisher', company.name),
    element('publisherurl', `${urls.origin}${careerPagePath(company)}`),
    element('lastBuildDate', builtAt.toUTCString()),
    ...jobs,
    '</source>',
    '',
  ].join('\n');
}
