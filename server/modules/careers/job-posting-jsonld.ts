/**
 * A live posting as schema.org JobPosting structured data, which search engines and job boards
 * read: title, description, dates, employment type, the hiring company, where (a place, or
 * remote work with the country applicants must live in), pay as a MonetaryAmount, the id, and
 * directApply (Apply leads straight into the application).
 */
import type { CareerCompany, LivePosting } from './careers.store.ts';

/** "City, Region, Country" as the recruiter typed it, into the parts a PostalAddress names. */
function postalAddress(location: string) {
  const [locality, region, country] = location.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

function baseSalary(posting: LivePosting) {
  if (!posting.pay_currency || (posting.pay_min === null && posting.pay_max === null)) return undefined;
  const single = posting.pay_min === null || posting.pay_max === null || posting.pay_min === posting.pay_max;
  return {
    '@type': 'MonetaryAmount',
    currency: posting.pay_currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(single
        ? { value: posting.pay_min ?? posting.pay_max }
        : { minValue: posting.pay_min, maxValue: posting.pay_max }),
      ...(posting.pay_period ? { unitText: posting.pay_period } : {}),
    },
  };
}

export function jobPostingJsonLd(
  posting: LivePosting,
  company: CareerCompany,
  urls: { posting: string; careerPage: string; logo?: string },
) {
  const salary = baseSalary(posting);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: posting.title,
    description: posting.description_html,
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(posting.job_posting_id) },
    datePosted: posting.published_at.toISOString().slice(0, 10),
    ...(posting.valid_through ? { validThrough: `${posting.valid_through}T23:59:59Z` } : {}),
    employmentType: posting.employment_type,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: urls.careerPage,
      ...(urls.logo ? { logo: urls.logo } : {}),
    },
    ...(posting.location ? { jobLocation: { '@type': 'Place', address: postalAddress(posting.location) } } : {}),
    ...(posting.is_remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(posting.remote_country
            ? { applicantLocationRequirements: { '@type': 'Country', name: posting.remote_country } }
            : {}),
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    url: urls.posting,
    inLanguage: posting.language,
  };
}
