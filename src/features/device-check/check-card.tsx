/** One check of the device check: its card, with the verdict's mark and word. */
import { type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { type Verdict } from './device-check-model.ts';

export function VerdictMark({ verdict }: { verdict: Verdict | undefined }) {
  if (verdict === undefined)
    return (
      <span className="device-check__mark device-check__mark--pending" aria-hidden="true">
        …
      </span>
    );
  const symbol = verdict === 'ok' ? '✓' : verdict === 'warn' ? '!' : '✕';
  return (
    <span className={`device-check__mark device-check__mark--${verdict}`} aria-hidden="true">
      {symbol}
    </span>
  );
}

export function VerdictWord({ verdict }: { verdict: Verdict | undefined }) {
  if (verdict === 'ok') return <Trans>Ready</Trans>;
  if (verdict === 'warn') return <Trans>Works, with a caveat</Trans>;
  if (verdict === 'fail') return <Trans>Needs attention</Trans>;
  return <Trans>Not checked yet</Trans>;
}

export function CheckCard({
  title,
  verdict,
  children,
  testId,
}: {
  title: ReactNode;
  verdict: Verdict | undefined;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      className={`device-check__card device-check__card--${verdict ?? 'pending'}`}
      data-testid={testId}
      aria-live="polite"
    >
      <h2 className="device-check__title">
        <VerdictMark verdict={verdict} />
        <span>{title}</span>
        <span className="device-check__verdict">
          <VerdictWord verdict={verdict} />
        </span>
      </h2>
      {children}
    </section>
  );
}
