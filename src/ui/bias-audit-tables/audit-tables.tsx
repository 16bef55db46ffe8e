/**
 * The bias audit's tables (D208), for the staff page and the public summary alike: per measure,
 * one table per dimension (sex, race/ethnicity, intersections) with counts, rates, impact ratios,
 * their 95% intervals and Fisher's p-values; unknowns and categories under 2% said in words. A
 * dimension where no one counted is in a known category (a requisition that asks no
 * equal-opportunity questions) is said in words too, not shown as a table of headers alone.
 */
import { isValidElement, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { INTERSECTION_JOIN } from '../../../contracts/bias-audit-rules.ts';
import type {
  BiasAuditBreakdown,
  BiasAuditDimension,
  BiasAuditMeasure,
  BiasAuditReport,
} from '../../../contracts/bias-audit.ts';
import { companyText, type BuiltInTitles } from '../company-text.ts';
import { EEOC_GROUPS } from './eeoc-groups.ts';
import './audit-tables.css';

const DIMENSIONS: Record<BiasAuditDimension, MessageDescriptor> = {
  sex: msg`By sex`,
  race_ethnicity: msg`By race or ethnicity`,
  intersection: msg`By sex and race or ethnicity`,
};

function useAuditFormat() {
  const { i18n } = useLingui();
  const category = (code: string) =>
    code
      .split(INTERSECTION_JOIN)
      .map((part) => (EEOC_GROUPS[part] ? i18n._(EEOC_GROUPS[part]) : part))
      .join(INTERSECTION_JOIN);
  const number = (v: number | null, digits = 2) =>
    v === null ? '–' : i18n.number(v, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const percent = (v: number) => i18n.number(v, { style: 'percent', maximumFractionDigits: 1 });
  return { category, number, percent, dimension: (d: BiasAuditDimension) => i18n._(DIMENSIONS[d]) };
}

/**
 * A measure's name in the reader's language (D398): the company's version in it, else a built-in
 * English name ("Typing test", a step's "Assessments") translated, else the company default's
 * version; a summary published before the versions were kept has the name as written.
 */
function useMeasureName(report: BiasAuditReport, titles: BuiltInTitles) {
  const { i18n } = useLingui();
  return (m: BiasAuditMeasure) =>
    m.label === 'fit_score'
      ? i18n._(msg`Fit score`)
      : companyText(i18n, { text: m.label, versions: m.label_i18n, defaultLanguage: report.default_language }, titles);
}

/**
 * A column's heading: its words, or a short form that keeps a narrow screen's heading row to one
 * line, shown with the full words for screen readers and on hover.
 */
export type ColumnHeading = ReactNode | { short: string; full: string };

/** What a breakdown's columns and reference are called: a measure's words, or another figure's (D417). */
export interface BreakdownWords {
  /** Who the rates are of ("Applicants"). */
  count: ColumnHeading;
  /** Those counted in ("Selected"). */
  selected: ColumnHeading;
  rate: ColumnHeading;
  ratio: ColumnHeading;
  /** The ratio's interval and Fisher's p, where another figure words them its own way. */
  interval?: ColumnHeading;
  pValue?: ColumnHeading;
  /** Said beside the reference category ("(most selected)"). */
  reference: ReactNode;
}

const isShort = (heading: ColumnHeading): heading is { short: string; full: string } =>
  typeof heading === 'object' && heading !== null && !isValidElement(heading) && 'short' in heading;

function ColumnHeader({ heading }: { heading: ColumnHeading }) {
  if (!isShort(heading)) return <th scope="col">{heading}</th>;
  return (
    <th scope="col" className="audit-table__short">
      <abbr title={heading.full} aria-hidden="true">
        {heading.short}
      </abbr>
      <span className="visually-hidden">{heading.full}</span>
    </th>
  );
}

function useMeasureWords(measure: BiasAuditMeasure): BreakdownWords {
  const { t } = useLingui();
  return {
    count: <Trans>Applicants</Trans>,
    selected: measure.kind === 'selection' ? <Trans>Selected</Trans> : <Trans>Above the median</Trans>,
    rate: measure.kind === 'selection' ? t`Selection rate` : t`Scoring rate`,
    ratio: <Trans>Impact ratio</Trans>,
    reference: <Trans>(most selected)</Trans>,
  };
}

interface BreakdownTableProps {
  /** The region's name before the dimension's: the measure's (or figure's) name. */
  name: string;
  breakdown: BiasAuditBreakdown;
  words: BreakdownWords;
}

/**
 * Each table sits in a labelled region that takes keyboard focus (axe `scrollable-region-focusable`):
 * where the screen is narrower than the table, the region scrolls sideways from the keyboard too.
 */
export function BreakdownTable({ name, breakdown, words }: BreakdownTableProps) {
  const f = useAuditFormat();
  const excluded = breakdown.categories.filter((c) => c.excluded).length;
  const dimension = f.dimension(breakdown.dimension);
  if (breakdown.categories.length === 0)
    return (
      <p className="audit-table__none">
        <strong>{dimension}</strong>{' '}
        <Plural
          value={breakdown.unknown}
          one="The one applicant counted here is in no known category (not asked, not given or declined): no rate or ratio can be computed."
          other="None of the # applicants counted here is in a known category (not asked, not given or declined): no rate or ratio can be computed."
        />
      </p>
    );
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take keyboard focus
    <div className="audit-table" role="region" aria-label={`${name}: ${dimension}`} tabIndex={0}>
      <table>
        <caption>{dimension}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Category</Trans>
            </th>
            <ColumnHeader heading={words.count} />
            <ColumnHeader heading={words.selected} />
            <ColumnHeader heading={words.rate} />
            <ColumnHeader heading={words.ratio} />
            <ColumnHeader heading={words.interval ?? <Trans>95% interval</Trans>} />
            <ColumnHeader heading={words.pValue ?? <Trans>Fisher p-value</Trans>} />
          </tr>
        </thead>
        <tbody>
          {breakdown.categories.map((c) => (
            <tr key={c.category} className={c.impact_ratio !== null && c.impact_ratio < 0.8 ? 'audit-table__low' : ''}>
              <th scope="row">
                {f.category(c.category)}
                {c.is_reference && <span className="audit-table__note"> {words.reference}</span>}
                {c.excluded && (
                  <span className="audit-table__note">
                    {' '}
                    <Trans>(under 2%: no ratio)</Trans>
                  </span>
                )}
              </th>
              <td>{c.count}</td>
              <td>{c.selected}</td>
              <td>{f.percent(c.rate)}</td>
              <td>{f.number(c.impact_ratio)}</td>
              <td>{c.ci_low === null ? '–' : `${f.number(c.ci_low)} – ${f.number(c.ci_high)}`}</td>
              <td>{f.number(c.p_value, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="audit-table__foot">
        <Trans>Unknown (not given or declined): {breakdown.unknown}.</Trans>{' '}
        {excluded > 0 && <Trans>Categories under 2% of the applicants are counted but left out of the ratios.</Trans>}
      </p>
    </div>
  );
}

/** The requisitions whose applicants were never asked, so the unknowns read as what they are. */
function WithoutEeoQuestions({
  requisitions,
}: {
  requisitions: NonNullable<BiasAuditReport['without_eeo_questions']>;
}) {
  if (requisitions.length === 0) return null;
  return (
    <div className="audit-unasked">
      <p>
        <Trans>
          These requisitions ask no equal-opportunity questions, so every applicant to them is counted as unknown:
        </Trans>
      </p>
      <ul>
        {requisitions.map(({ title, applicants }, i) => (
          // One message, so a language sets its own colon (French: a space before it).
          <li key={i}>
            <Trans>
              {title}: <Plural value={applicants} one="# applicant" other="# applicants" />
            </Trans>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How many were counted and, for a score, its median in the score's unit where it has one (D368). */
function MeasureMeta({ m }: { m: BiasAuditMeasure }) {
  const { i18n } = useLingui();
  if (m.median === null)
    return <Plural value={m.total} one="# applicant started this step." other="# applicants started this step." />;
  const score = i18n.number(m.median, { maximumFractionDigits: 2 });
  if (m.unit === 'net_wpm')
    return (
      <Trans>
        <Plural value={m.total} one="# applicant was scored" other="# applicants were scored" />; the median is {score}{' '}
        net words per minute.
      </Trans>
    );
  if (m.unit === 'percent_correct') {
    const percent = i18n.number(m.median / 100, { style: 'percent', maximumFractionDigits: 2 });
    return (
      <Trans>
        <Plural value={m.total} one="# applicant was scored" other="# applicants were scored" />; the median is{' '}
        {percent} correct.
      </Trans>
    );
  }
  return (
    <Trans>
      <Plural value={m.total} one="# applicant was scored" other="# applicants were scored" />; the median score is{' '}
      {score}.
    </Trans>
  );
}

function MeasureTables({ m, name }: { m: BiasAuditMeasure; name: string }) {
  const words = useMeasureWords(m);
  return m.breakdowns.map((b) => <BreakdownTable key={b.dimension} name={name} breakdown={b} words={words} />);
}

export function AuditMeasures({ report, titles }: { report: BiasAuditReport; titles: BuiltInTitles }) {
  const { t } = useLingui();
  const measureName = useMeasureName(report, titles);
  if (report.measures.length === 0)
    return (
      <p className="audit-empty">
        <Trans>No step or scored activity was taken in this period.</Trans>
      </p>
    );
  return (
    <>
      <WithoutEeoQuestions requisitions={report.without_eeo_questions ?? []} />
      {/* The server's order, never reordered here; two activities may share a title (a typing and a skills test). */}
      {report.measures.map((m, i) => {
        const name = measureName(m);
        // One message each, so a language sets its own colon (French: a space before it).
        const heading = m.kind === 'selection' ? t`Selection rates: ${name}` : t`Scoring rates: ${name}`;
        return (
          <section key={`${i}-${m.kind}-${m.label}`} className="audit-measure" aria-label={name}>
            <h3>{heading}</h3>
            <p className="audit-measure__meta">
              <MeasureMeta m={m} />
            </p>
            <MeasureTables m={m} name={name} />
          </section>
        );
      })}
    </>
  );
}

/** The method in words, as on the PDF. */
export function AuditMethod() {
  return (
    <div className="audit-method">
      <p>
        <Trans>
          Selection rate: among the applicants who started a step, the share who completed it. Scoring rate: among the
          applicants scored on an activity, the share scoring above the median of everyone scored.
        </Trans>
      </p>
      <p>
        <Trans>
          Impact ratio: a category's rate divided by the rate of the most selected category. Categories under 2% of the
          applicants are counted but left out of the ratios; unknowns are counted apart. Beside each ratio: Fisher's
          exact test against the most selected category, and a 95% confidence interval (Katz log method).
        </Trans>
      </p>
    </div>
  );
}
