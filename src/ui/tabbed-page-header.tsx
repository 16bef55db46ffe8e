/**
 * A page title with its section tabs (links, so each tab has a URL) and an optional Actions
 * dropdown (seed 000 section 2.8).
 */
import { Link } from '@tanstack/react-router';
import type { LinkOptions } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Dropdown } from './dropdown.tsx';
import './tabbed-page-header.css';

export interface PageTab {
  label: ReactNode;
  link: LinkOptions;
}

export interface PageAction {
  label: ReactNode;
  onSelect: () => void;
  isDisabled?: boolean;
}

export interface TabbedPageHeaderProps {
  title: ReactNode;
  /** Shown above the title, e.g. the requisition's company or a back link. */
  eyebrow?: ReactNode;
  tabs?: readonly PageTab[];
  actions?: readonly PageAction[];
  /** Accessible name of the tab list; defaults to the section's name. */
  tabsLabel?: string;
}

export function TabbedPageHeader({ title, eyebrow, tabs = [], actions = [], tabsLabel }: TabbedPageHeaderProps) {
  const tabList = useRef<HTMLUListElement>(null);
  // On a narrow screen the tabs scroll sideways: bring the current one into view.
  useEffect(() => {
    const list = tabList.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (
      list &&
      current &&
      (current.offsetLeft < list.scrollLeft ||
        current.offsetLeft + current.offsetWidth > list.scrollLeft + list.clientWidth)
    ) {
      list.scrollLeft = current.offsetLeft + current.offsetWidth - list.clientWidth;
    }
  });
  return (
    <header className="page-header">
      <div className="page-header__top">
        <div className="page-header__heading">
          {eyebrow && <div className="page-header__eyebrow">{eyebrow}</div>}
          <h1 className="page-header__title">{title}</h1>
        </div>
        {actions.length > 0 && (
          <Dropdown label={<Trans>Actions</Trans>} align="end" buttonClassName="page-header__actions">
            {actions.map((action, index) => (
              <li key={index}>
                <button type="button" disabled={action.isDisabled} onClick={action.onSelect}>
                  {action.label}
                </button>
              </li>
            ))}
          </Dropdown>
        )}
      </div>
      {tabs.length > 0 && (
        <nav className="page-header__tabs" aria-label={tabsLabel}>
          <ul ref={tabList}>
            {tabs.map((tab, index) => (
              <li key={index}>
                <Link
                  {...tab.link}
                  className="page-header__tab"
                  activeProps={{ 'aria-current': 'page', className: 'is-active' }}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
