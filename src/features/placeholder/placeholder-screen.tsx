/**
 * What a registered route shows until the issue that builds its screen lands: its title and one
 * plain line. docs/routes.md lists every route still using it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './placeholder-screen.css';

export function PlaceholderScreen({ title }: { title: MessageDescriptor }) {
  const { _ } = useLingui();
  const text = _(title);
  useDocumentTitle(text);
  return (
    <section className="placeholder-screen" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className="placeholder-screen__title">
        {text}
      </h1>
      <p className="placeholder-screen__line">
        <Trans>This screen is not available yet.</Trans>
      </p>
    </section>
  );
}
