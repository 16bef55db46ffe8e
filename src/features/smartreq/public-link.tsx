/** The requisition's public link with a Copy button; after copying, the copied link is shown. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';

export function absoluteLink(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export function PublicLink({ path }: { path: string }) {
  const { t } = useLingui();
  const link = absoluteLink(path);
  const [copied, setCopied] = useState<string>();
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    setFailed(false);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="requisition-link">
      <span className="smartreq-muted">
        <Trans>Public link</Trans>
      </span>
      <a className="requisition-link__url" href={link} target="_blank" rel="noreferrer">
        {link}
      </a>
      <Button variant="secondary" onClick={() => void copy()} aria-label={t`Copy the public link`}>
        <Trans>Copy</Trans>
      </Button>
      <span role="status" className="smartreq-notice" style={{ margin: 0 }}>
        {copied && <Trans>Link copied: {copied}</Trans>}
        {failed && <Trans>Copying is not allowed here. Select the link and copy it yourself.</Trans>}
      </span>
    </div>
  );
}
