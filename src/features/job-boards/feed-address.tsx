/** A public address to hand to a job board, with a button that copies it. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';

export function FeedAddress({ id, path, label }: { id: string; path: string; label: React.ReactNode }) {
  const { t } = useLingui();
  const url = `${window.location.origin}${path}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="job-boards__address">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="job-boards__address-row">
        <input id={id} className="form-field__input" readOnly value={url} onFocus={(e) => e.target.select()} />
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          <Trans>Copy</Trans>
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t`Copied.` : ''}
      </p>
    </div>
  );
}
