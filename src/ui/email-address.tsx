import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column wraps after its "@" or before a dot, never inside a
 * name: `<wbr>` marks those places, and the text around it wraps only where it must
 * (`overflow-wrap: break-word`), so "maria.garcia@assay.test" never reads "maria.gar / cia".
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={className} style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
