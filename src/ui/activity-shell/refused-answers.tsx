/**
 * In the notice that another device has the attempt (offline promise 10; ActivityShell's
 * `refusedByLease`): the answers given here that the server refused because of it, each as the
 * kind describes it (its question, the option or part), with the server's reason.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LocalAnswer } from '../../offline/db.ts';

export interface RefusedAnswersProps {
  refused: readonly LocalAnswer[];
  describe: (answer: LocalAnswer) => ReactNode;
  /** The kind's classes for the list and for each reason. */
  classNames?: { list: string; reason: string };
}

export function RefusedAnswers({ refused, describe, classNames }: RefusedAnswersProps) {
  if (refused.length === 0) return null;
  return (
    <>
      <p>
        <Trans>These answers given here were not kept:</Trans>
      </p>
      <ul className={classNames?.list} data-testid="lease-refused">
        {refused.map((a) => (
          <li key={a.itemId}>
            {describe(a)}
            <br />
            <span className={classNames?.reason}>{a.refusal?.message}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
