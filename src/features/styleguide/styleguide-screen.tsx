/**
 * /styleguide: the living catalogue of the shared UI kit for provider admins. Every example renders
 * the real component from src/ui (never a copy), and the tokens are read from src/ui/tokens.css.
 */
import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { DESIGN_TOKENS, type DesignToken } from './design-tokens.ts';
import {
  ButtonExamples,
  DialogExamples,
  EditorExample,
  FieldExamples,
  NotificationButtons,
  SAMPLE_ROWS,
  StatusLabel,
  TableExample,
} from './styleguide-examples.tsx';
import './styleguide.css';

function Example({ title, usage, children }: { title: ReactNode; usage: ReactNode; children: ReactNode }) {
  return (
    <div className="styleguide__example">
      <h3 className="styleguide__example-title">{title}</h3>
      <p className="styleguide__usage">{usage}</p>
      <div className="styleguide__demo">{children}</div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="styleguide__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="styleguide__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TokenList({
  tokens,
  label,
  render,
}: {
  tokens: DesignToken[];
  label: string;
  render: (token: DesignToken) => ReactNode;
}) {
  return (
    <ul className="styleguide__tokens" aria-label={label}>
      {tokens.map((token) => (
        <li key={token.name} className="styleguide__token">
          {render(token)}
          <code className="styleguide__token-name">{token.name}</code>
          <code className="styleguide__token-value">{token.value}</code>
        </li>
      ))}
    </ul>
  );
}

export function StyleguideScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Style guide`);
  const { colours, typeScale, spacing, radii, shadows } = DESIGN_TOKENS;
  const contents: [string, string][] = [
    ['styleguide-buttons', t`Buttons`],
    ['styleguide-fields', t`Form fields`],
    ['styleguide-messages', t`Notices and notifications`],
    ['styleguide-cards', t`Cards and status labels`],
    ['styleguide-tables', t`Tables and lists`],
    ['styleguide-dialogs', t`Dialogs`],
    ['styleguide-editor', t`Rich-text editor`],
    ['styleguide-tokens', t`Design tokens`],
    ['styleguide-a11y', t`Accessibility rules`],
  ];
  return (
    <div className="styleguide">
      <h1 className="styleguide__title">
        <Trans>Style guide</Trans>
      </h1>
      <p className="styleguide__intro">
        <Trans>
          The shared components of src/ui as the product renders them. Use these components and tokens in every screen;
          the examples change nothing outside this page.
        </Trans>
      </p>
      <nav aria-label={t`Contents`}>
        <ul className="styleguide__contents">
          {contents.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}-title`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="styleguide-buttons" title={t`Buttons`}>
        <Example
          title={<Trans>Button (src/ui/form/button.tsx)</Trans>}
          usage={
            <Trans>
              One primary button per form, for the main action; secondary for the rest. While busy the button keeps its
              focus and ignores clicks (aria-disabled), and its text says what is happening.
            </Trans>
          }
        >
          <ButtonExamples />
        </Example>
      </Section>

      <Section id="styleguide-fields" title={t`Form fields`}>
        <Example
          title={<Trans>Text field, password field and error summary (src/ui/form)</Trans>}
          usage={
            <Trans>
              Label, hint, error, then the control; the hint and the error are linked with aria-describedby. After a
              failed submit the error summary appears above the form, takes focus and links to each field.
            </Trans>
          }
        >
          <FieldExamples />
        </Example>
      </Section>

      <Section id="styleguide-messages" title={t`Notices and notifications`}>
        <Example
          title={<Trans>Notice (src/ui/notice.css)</Trans>}
          usage={
            <Trans>
              A calm boxed message inside the page. Errors use role=alert so screen readers hear them at once.
            </Trans>
          }
        >
          <div className="notice">
            <p>
              <Trans>Information: the usage figures are updated every night.</Trans>
            </p>
          </div>
          <div className="notice notice--warning">
            <p>
              <Trans>Warning: this company has no owner yet.</Trans>
            </p>
          </div>
          <div className="notice notice--error" role="alert">
            <p>
              <Trans>Error: the list could not be loaded.</Trans>
            </p>
          </div>
        </Example>
        <Example
          title={<Trans>Notifications (src/ui/notifications.tsx)</Trans>}
          usage={
            <Trans>
              Pop-up messages after an action, stacked in a corner; each closes after its duration or on its close
              button.
            </Trans>
          }
        >
          <NotificationButtons />
        </Example>
      </Section>

      <Section id="styleguide-cards" title={t`Cards and status labels`}>
        <Example
          title={<Trans>Card and status label</Trans>}
          usage={
            <Trans>
              There is no shared card or status component yet: features draw them with these tokens (surface, border,
              radius, spacing). A status is always written in words, never shown by colour alone.
            </Trans>
          }
        >
          <div className="styleguide__cards">
            {SAMPLE_ROWS.map((row) => (
              <article key={row.name} className="styleguide__card" aria-label={row.name}>
                <p className="styleguide__card-title">
                  {row.name} <StatusLabel status={row.status} />
                </p>
                <p className="styleguide__muted">{plural(row.staff, { one: '# user', other: '# users' })}</p>
              </article>
            ))}
          </div>
        </Example>
      </Section>

      <Section id="styleguide-tables" title={t`Tables and lists`}>
        <Example
          title={<Trans>List controls, scroll region and pager (src/ui/list-controls.tsx)</Trans>}
          usage={
            <Trans>
              A wide table sits in a region that scrolls sideways: role=region, an aria-label and tabIndex 0, so
              keyboard users can scroll it. Column headers use scope=col; numbers align right.
            </Trans>
          }
        >
          <TableExample />
        </Example>
      </Section>

      <Section id="styleguide-dialogs" title={t`Dialogs`}>
        <Example
          title={<Trans>Confirmation and form dialog (src/ui/confirm-dialog.tsx, src/ui/form-dialog.tsx)</Trans>}
          usage={
            <Trans>
              Native modal dialogs: focus stays inside, Escape cancels and focus returns to the button that opened them.
              Ask before anything that cannot be undone, naming what it applies to.
            </Trans>
          }
        >
          <DialogExamples />
        </Example>
      </Section>

      <Section id="styleguide-editor" title={t`Rich-text editor`}>
        <Example
          title={<Trans>Rich-text editor (src/ui/rich-text)</Trans>}
          usage={
            <Trans>
              Loaded on demand: the editor's code is downloaded only when a screen shows it, never on candidate screens.
            </Trans>
          }
        >
          <EditorExample />
        </Example>
      </Section>

      <Section id="styleguide-tokens" title={t`Design tokens`}>
        <p className="styleguide__usage">
          <Trans>
            Read from src/ui/tokens.css (light theme values; dark mode redefines the colours). Components use these
            tokens only.
          </Trans>
        </p>
        <h3 className="styleguide__example-title">
          <Trans>Colours</Trans>
        </h3>
        <TokenList
          tokens={colours}
          label={t`Colours`}
          render={(token) => (
            <span className="styleguide__swatch" style={{ background: `var(${token.name})` }} aria-hidden="true" />
          )}
        />
        <h3 className="styleguide__example-title">
          <Trans>Type scale</Trans>
        </h3>
        <TokenList
          tokens={typeScale}
          label={t`Type scale`}
          render={(token) => (
            <span className="styleguide__type-sample" style={{ fontSize: `var(${token.name})` }}>
              <Trans>Hire well</Trans>
            </span>
          )}
        />
        <h3 className="styleguide__example-title">
          <Trans>Spacing</Trans>
        </h3>
        <TokenList
          tokens={spacing}
          label={t`Spacing`}
          render={(token) => (
            <span className="styleguide__space" style={{ width: `var(${token.name})` }} aria-hidden="true" />
          )}
        />
        <h3 className="styleguide__example-title">
          <Trans>Radii and shadows</Trans>
        </h3>
        <TokenList
          tokens={[...radii, ...shadows]}
          label={t`Radii and shadows`}
          render={(token) => (
            <span
              className="styleguide__shape"
              style={
                token.name.startsWith('--shadow-')
                  ? { boxShadow: `var(${token.name})` }
                  : { borderRadius: `var(${token.name})` }
              }
              aria-hidden="true"
            />
          )}
        />
      </Section>

      <Section id="styleguide-a11y" title={t`Accessibility rules`}>
        <ul className="styleguide__rules">
          <li>
            <Trans>Every control has a visible label (FormField); placeholders never replace labels.</Trans>
          </li>
          <li>
            <Trans>
              Errors are summarised at the top and repeated beside the field, in the user's language; nothing typed is
              lost.
            </Trans>
          </li>
          <li>
            <Trans>
              Focus is always visible (a 3 px outline in the focus colour); busy buttons keep their focus; dialogs keep
              focus inside.
            </Trans>
          </li>
          <li>
            <Trans>
              A region that scrolls has role=region, an aria-label and tabIndex 0, with the lint exception comment the
              codebase uses.
            </Trans>
          </li>
          <li>
            <Trans>Tap targets are at least 44 by 44 pixels (--tap).</Trans>
          </li>
          <li>
            <Trans>Information is never given by colour alone; text keeps a contrast of at least 4.5 to 1.</Trans>
          </li>
          <li>
            <Trans>Changes that happen without a page load are announced with role=status or role=alert.</Trans>
          </li>
          <li>
            <Trans>Screens work at 320 px wide and 200% zoom, and respect reduced motion and dark mode.</Trans>
          </li>
        </ul>
      </Section>
    </div>
  );
}
