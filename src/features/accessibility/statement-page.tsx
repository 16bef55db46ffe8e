/**
 * /accessibility: the accessibility statement (D210). Public, in the reader's
 * language: what conforms to WCAG 2.2 AA, what does not yet (KNOWN_GAPS), how to ask for help or
 * another way to take part, and when it was last checked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { KNOWN_GAPS } from './known-gaps.ts';
import './statement.css';

/** The day the checks named below last ran over the whole app and this text was read against them. */
export const LAST_CHECKED = '2026-11-27';

/** `supportEmail`: the operator's address for help (companies have no contact address of their own yet). */
export function StatementPage({ supportEmail }: { supportEmail: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Accessibility statement`);
  const checked = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LAST_CHECKED}T12:00:00Z`),
  );
  return (
    <article className="a11y-statement">
      <h1>
        <Trans>Accessibility statement</Trans>
      </h1>
      <p>
        <Trans>
          Assay aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, for candidates and for
          company staff alike. This statement covers the whole app: signing up and in, the progress tracker, every
          activity a candidate takes, and the staff and administration screens.
        </Trans>
      </p>

      <h2>
        <Trans>What works</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Every activity in a candidate's plan that has its own screen (forms, questions and questionnaires, tests and
            recorded answers) can be completed with the keyboard alone, with a visible focus outline and no place the
            keyboard gets stuck.
          </Trans>
        </li>
        <li>
          <Trans>
            Every page is checked automatically (with axe) against the WCAG A and AA rules in English, Spanish and
            French, at phone and desktop widths, and has no serious or critical problem.
          </Trans>
        </li>
        <li>
          <Trans>
            Timed activities tell screen readers the time left when they start, at each whole minute and at 10 seconds,
            and when the time is up, never every second.
          </Trans>
        </li>
        <li>
          <Trans>
            The typing test is a labelled text field with its instructions linked to it, so it works in a screen
            reader's forms mode.
          </Trans>
        </li>
        <li>
          <Trans>
            Listening questions can be read as text, and every image, chart and control has a name a screen reader can
            read.
          </Trans>
        </li>
        <li>
          <Trans>
            Candidate screens fit a 320 pixel wide screen and 200% zoom without scrolling sideways, and animations stop
            when your device asks for reduced motion.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>What does not work yet</Trans>
      </h2>
      <ul className="a11y-statement__gaps">
        {KNOWN_GAPS.map((gap) => (
          <li key={gap.id} data-gap={gap.id}>
            {i18n._(gap.text)}{' '}
            <span className="a11y-statement__criteria">
              <Trans>(WCAG {gap.criteria.join(', ')})</Trans>
            </span>
          </li>
        ))}
      </ul>

      <h2>
        <Trans>Ask for help or another way to take part</Trans>
      </h2>
      <p>
        <Trans>
          If something here is hard to use, or you need another way to take part (more time, another format, or a person
          to talk to), tell the company you are applying to: you can ask for an accommodation from your progress
          tracker. You can also write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>, and we will pass
          your request on. Asking never counts against you.
        </Trans>
      </p>

      <h2>
        <Trans>How this was checked</Trans>
      </h2>
      <p>
        <Trans>
          Last checked on <time dateTime={LAST_CHECKED}>{checked}</time>. The automated checks run on every change to
          Assay: axe on every page, and a test that completes every kind of activity with the keyboard alone.
        </Trans>
      </p>
    </article>
  );
}
