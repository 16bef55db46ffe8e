/**
 * /terms and /privacy: the current version of the provider's document in the reader's language
 * (English when it has no text in it), its effective date, the earlier versions to read, and on
 * the privacy policy the notices of the companies that apply to the reader.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LegalDocumentName } from '../../../contracts/legal-documents.ts';
import type { LegalPage as LegalPageData } from '../../../contracts/legal.ts';
import { call } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { readLegalDocument } from '../../lib/api/legal.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { formatLegalDate } from './legal-dates.ts';
import { LegalText } from './legal-text.tsx';
import type { LegalSearch } from './legal-search.ts';
import './legal.css';

export function LegalPage({ document, search }: { document: LegalDocumentName; search: LegalSearch }) {
  const { t, i18n } = useLingui();
  const title = document === 'terms' ? t`Terms of use` : t`Privacy policy`;
  useDocumentTitle(title);
  const lang = i18n.locale === 'es' || i18n.locale === 'fr' ? i18n.locale : 'en';
  const page = useQuery({
    queryKey: ['legal', document, lang, search.version ?? null, search.sr ?? null],
    queryFn: () => call(readLegalDocument, { params: { document }, query: { lang, ...search } }),
  });

  return (
    <article className="legal-page">
      <h1>{title}</h1>
      {page.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {page.isError && <p role="alert">{errorText(page.error)}</p>}
      {page.data && <LegalBody data={page.data} search={search} />}
    </article>
  );
}

function LegalBody({ data, search }: { data: LegalPageData; search: LegalSearch }) {
  const { i18n } = useLingui();
  const date = formatLegalDate(data.effective_on, i18n.locale);
  const latest = data.versions[0]?.version;
  const isOld = latest !== undefined && data.version !== latest;
  const to = data.document === 'terms' ? '/terms' : '/privacy';
  return (
    <>
      <p className="legal-page__meta">
        <Trans>
          Version {data.version}, effective {date}
        </Trans>
      </p>
      {isOld && (
        <p className="legal-page__old" role="note">
          <Trans>This is an earlier version.</Trans>{' '}
          <Link to={to} search={search.sr ? { sr: search.sr } : {}}>
            <Trans>Read the current version</Trans>
          </Link>
        </p>
      )}
      {data.language !== i18n.locale && i18n.locale !== 'en' && (
        <p className="legal-page__note" lang="en">
          <Trans>This version is not available in your language yet; here is the English text.</Trans>
        </p>
      )}
      <div lang={data.language}>
        <LegalText source={data.body} />
      </div>
      {data.company_notices.map((notice) => (
        <section
          key={notice.account_id}
          className="legal-page__company"
          aria-labelledby={`notice-${notice.account_id}`}
        >
          <h2 id={`notice-${notice.account_id}`}>
            <Trans>Privacy notice from {notice.company_name}</Trans>
          </h2>
          <LegalText source={notice.body} headingLevel={3} />
        </section>
      ))}
      {data.versions.length > 1 && (
        <section className="legal-page__versions" aria-labelledby="legal-versions">
          <h2 id="legal-versions">
            <Trans>All versions</Trans>
          </h2>
          <ul>
            {data.versions.map((version) => {
              const effective = formatLegalDate(version.effective_on, i18n.locale);
              return (
                <li key={version.version}>
                  {version.version === data.version ? (
                    <span aria-current="page">
                      <Trans>
                        Version {version.version}, effective {effective}
                      </Trans>
                    </span>
                  ) : (
                    <Link to={to} search={{ version: version.version, ...(search.sr ? { sr: search.sr } : {}) }}>
                      <Trans>
                        Version {version.version}, effective {effective}
                      </Trans>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
