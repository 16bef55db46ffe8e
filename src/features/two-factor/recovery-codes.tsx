import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';

/** Recovery codes, shown once: the person keeps them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className="notice two-factor__codes" role="status">
      <h3>
        <Trans>Your recovery codes</Trans>
      </h3>
      <p>
        <Trans>
          Each code signs you in once if you lose your device. Keep them somewhere safe: they are shown only now.
        </Trans>
      </p>
      <ul className="two-factor__code-list" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>
        <Trans>I have saved my codes</Trans>
      </Button>
    </div>
  );
}
