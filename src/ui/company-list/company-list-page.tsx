/**
 * The frame of a company settings list page: its heading, the provider admin's company picker, and
 * the page's list for the chosen company (mounted afresh when the company changes).
 */
import type { ReactNode } from 'react';
import { CompanyPicker, useCompanyChoice } from '../company-choice.tsx';
import { TabbedPageHeader, type PageTab } from '../tabbed-page-header.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import './company-list.css';

export function CompanyListPage(props: {
  /** Prefix of the page's element ids (`{idPrefix}-title`, `{idPrefix}-company`). */
  idPrefix: string;
  title: string;
  /** Shown while no company is chosen. */
  chooseCompany: ReactNode;
  /** The pages of the same group, as tabs above the list (the reason lists). */
  tabs?: { label: string; items: readonly PageTab[] };
  children(accountId: number): ReactNode;
}) {
  useDocumentTitle(props.title);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="company-list-page" aria-labelledby={`${props.idPrefix}-title`}>
      {props.tabs ? (
        <TabbedPageHeader
          title={<span id={`${props.idPrefix}-title`}>{props.title}</span>}
          tabsLabel={props.tabs.label}
          tabs={props.tabs.items}
        />
      ) : (
        <h1 id={`${props.idPrefix}-title`} className="company-list-page__title">
          {props.title}
        </h1>
      )}
      <CompanyPicker id={`${props.idPrefix}-company`} choice={choice} />
      {accountId === undefined ? (
        <p className="company-list__muted">{props.chooseCompany}</p>
      ) : (
        <div key={accountId} className="company-list-page__body">
          {props.children(accountId)}
        </div>
      )}
    </section>
  );
}
