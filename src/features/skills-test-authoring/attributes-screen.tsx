/**
 * /admin/measurements/settings/attributes: the provider's catalogue of the attributes its
 * assessments and interview questions measure, which every company shares. Read-only: the
 * catalogue comes with the assessments' content.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttributeType } from '../../../contracts/smartreq-attributes.ts';
import { isLanguage } from '../../lib/language.ts';
import { CompanyList } from '../../ui/company-list/company-list.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { measurementAttributesQueryOptions } from './authoring.queries.ts';
import { LIBRARY_PAGE_SIZE, shownAttributes, type AttributeOrdering } from './library-filter.ts';
import '../../ui/company-list/company-list.css';
import './authoring.css';

const CATEGORIES = ['personality', 'interests', 'values', 'competencies', 'career_pathways', 'custom'] as const;

export function MeasurementAttributesScreen() {
  const { t, i18n } = useLingui();
  const title = t`Measurement attributes`;
  useDocumentTitle(title);
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const categoryLabel: Record<string, string> = {
    personality: t`Personality`,
    interests: t`Interests`,
    values: t`Work values`,
    competencies: t`Competencies`,
    career_pathways: t`Career pathways readiness`,
    custom: t`Custom attributes`,
  };
  const list = useListQueryState<AttributeOrdering, { category: string }>({
    ordering: 'category',
    filters: { category: '' },
  });
  const catalogue = measurementAttributesQueryOptions(language);
  // Loaded by the route before it renders; a failed read is the staff pages' error screen. The shown page of it
  // (search, filters, ordering: the page's state) is a select over the same cached list.
  const all = useSuspenseQuery(catalogue);
  const shown = useQuery({
    ...catalogue,
    select: (attributes: AttributeType[]) =>
      shownAttributes(attributes, list.search, list.filters, list.ordering, list.page),
  });
  const categories = CATEGORIES.filter((category) => all.data.some((a) => a.category === category));
  return (
    <section className="st-author" aria-labelledby="attributes-title">
      <p>
        <Link to="/admin/measurements">
          <Trans>Back to measurements</Trans>
        </Link>
      </p>
      <h1 id="attributes-title">{title}</h1>
      <p className="st-author__muted">
        <Trans>
          The qualities the provider&apos;s assessments and interview questions measure. Every company shares them and
          weighs them in its requisitions and job profiles.
        </Trans>
      </p>
      <div className="list-controls">
        <div className="list-controls__control">
          <SelectField
            id="attributes-category"
            label={t`Kind of attribute`}
            value={list.filters.category}
            onChange={(value) => list.setFilter('category', value)}
            options={[
              { value: '', label: t`Every kind` },
              ...categories.map((category) => ({ value: category, label: categoryLabel[category] ?? category })),
            ]}
          />
        </div>
      </div>
      <ListControls
        idPrefix="attributes"
        searchLabel={t`Search by name or description`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        onOrdering={list.setOrdering}
        orderings={[
          { value: 'category', label: t`Kind, then the assessment's order` },
          { value: 'name', label: t`Name, A to Z` },
        ]}
      />
      <CompanyList
        label={t`Attributes`}
        query={shown}
        page={list.page}
        pageSize={LIBRARY_PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No attributes yet.</Trans>}
        noMatchText={<Trans>No attribute matches this search.</Trans>}
        keyOf={(attribute) => attribute.attribute_type_id}
      >
        {(attribute) => (
          <div className="company-list__who">
            <p className="company-list__name">
              {attribute.name}{' '}
              <span className="company-list__status company-list__status--inactive">
                {categoryLabel[attribute.category] ?? attribute.category}
              </span>
            </p>
            {attribute.description && <p className="company-list__muted">{attribute.description}</p>}
          </div>
        )}
      </CompanyList>
    </section>
  );
}
