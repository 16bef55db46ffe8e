import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import './error-summary.css';

export interface ErrorSummaryItem {
  text: ReactNode;
  /** The id of the field the error is about; the item links to it. */
  fieldId?: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  title?: ReactNode;
  /** Changes on every failed submit, so the summary takes focus again even when the items are unchanged. */
  attempt?: number;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  // Scroll the label into view too: focusing the input alone can hide its question above the fold.
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/** The GOV.UK error summary: shown above the form after a failed submit, focused, each error linking to its field. */
export function ErrorSummary({ items, title, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (hasItems) ref.current?.focus();
  }, [hasItems, attempt]);
  if (!hasItems) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title ?? <Trans>There is a problem</Trans>}
      </h2>
      <ul className="error-summary__list">
        {items.map((item, index) => (
          <li key={item.fieldId ?? `item-${index}`} className="error-summary__item">
            {item.fieldId ? (
              <a
                className="error-summary__link"
                href={`#${item.fieldId}`}
                onClick={(event) => focusField(event, item.fieldId!)}
              >
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
