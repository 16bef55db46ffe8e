/**
 * How a timed test was taken, on the scorecard (D402): the totals the candidate's device noted, and
 * its moves to another device from the lease (D486) with their times (D493), as one line of facts
 * ("left the page 2 times, 41 s in all; offline once, 3 min; moved to another device once (2 Dec
 * 2026, 10:14)"), never a verdict,
 * a tier or a score, with the note that says so once under the table.
 */
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { IntegrityTotals } from '../../../contracts/integrity-signals.ts';
import { formatDateTime } from './scorecard-format.tsx';

/** A spell's length as staff read it: seconds under a minute, else whole minutes. */
export function spell(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t`${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return t`${minutes} min`;
}

/** The facts of one test, in the reader's language; empty when nothing was noted. */
export function takenFacts(taken: IntegrityTotals): string {
  const facts: string[] = [];
  const hidden = taken.page_hidden;
  if (hidden.count > 0) {
    const time = spell(hidden.total_ms);
    facts.push(
      plural(hidden.count, { one: `left the page once, ${time}`, other: `left the page # times, ${time} in all` }),
    );
  }
  const behind = taken.focus_lost;
  if (behind.count > 0) {
    const time = spell(behind.total_ms);
    facts.push(
      plural(behind.count, {
        one: `another window in front once, ${time}`,
        other: `another window in front # times, ${time} in all`,
      }),
    );
  }
  const offline = taken.offline;
  if (offline.count > 0) {
    const time = spell(offline.total_ms);
    facts.push(plural(offline.count, { one: `offline once, ${time}`, other: `offline # times, ${time} in all` }));
  }
  if (taken.paste > 0) facts.push(plural(taken.paste, { one: '# paste attempt', other: '# paste attempts' }));
  if (taken.fullscreen_exit > 0)
    facts.push(plural(taken.fullscreen_exit, { one: 'left full screen once', other: 'left full screen # times' }));
  if (taken.resize > 0)
    facts.push(plural(taken.resize, { one: 'window resized once', other: 'window resized # times' }));
  const moves = taken.device_moves ?? [];
  if (moves.length > 0) {
    // When, in the reader's time zone and language, as the scorecard's other times (D493).
    const when = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
      moves.map((iso) => formatDateTime(i18n.locale, iso)),
    );
    const count = moves.length;
    facts.push(
      plural(count, {
        one: `moved to another device once (${when})`,
        other: `moved to another device # times (${when})`,
      }),
    );
  }
  if (facts.length === 0) return '';
  // Joined as each language sets a semicolon (French with a no-break space before it).
  return facts.reduce((list, fact) => t`${list}; ${fact}`);
}

/** Whether the device noted any signal (the details on demand list signals only, not moves). */
export function hasSignals(taken: IntegrityTotals): boolean {
  return takenFacts({ ...taken, device_moves: undefined }) !== '';
}

/** The line under a test's result. */
export function TakenLine({ taken }: { taken: IntegrityTotals }) {
  const facts = takenFacts(taken);
  if (!facts) return null;
  return (
    <span className="scorecard-table__muted scorecard-taken">
      {' '}
      <Trans>How it was taken: {facts}.</Trans>
    </span>
  );
}

/** Said once under the timed tests when any line of facts shows. */
export function TakenNote() {
  return (
    <p className="scorecard-table__muted">
      <Trans>
        How a test was taken: facts the candidate's device noted while it ran, as the candidate was told before it
        began. A shared computer, an unsteady connection or an accommodation can explain them; they are not a verdict
        and change no score.
      </Trans>
    </p>
  );
}
