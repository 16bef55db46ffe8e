/**
 * The speed test in the staff plan editor (src/ui/staff-kit/staff-kind.ts): the minimums the
 * connection should reach. Staff-only: no candidate route imports this file.
 */
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { speedTestKind } from '../../../contracts/speed-test-kind.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { defineStaffKind, figure, type KindErrors, type KindSettingsFormProps } from '../../ui/staff-kit/staff-kind.ts';

interface SpeedDraft {
  minDownload: string;
  minUpload: string;
  maxLatency: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function minimum(value: string, key: string, errors: KindErrors): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 10_000) {
    errors[key] = msg`Enter a number above 0 and up to 10000, or leave it empty.`;
    return null;
  }
  return n;
}

function SpeedSettingsFields({ idPrefix, draft, onDraft, errors }: KindSettingsFormProps<SpeedDraft>) {
  const { _ } = useLinguiRuntime();
  const error = (key: string) => (errors[key] ? _(errors[key]) : undefined);
  return (
    <fieldset className="form-field smartreq-fieldset">
      <legend className="form-field__label">
        <Trans>What the connection should reach (leave empty for no minimum)</Trans>
      </legend>
      <div className="smartreq-form__row">
        <TextField
          id={`${idPrefix}-min-download`}
          label={<Trans>Download at least (Mbps)</Trans>}
          inputMode="decimal"
          value={draft.minDownload}
          error={error('min-download')}
          onChange={(event) => onDraft({ ...draft, minDownload: event.target.value })}
        />
        <TextField
          id={`${idPrefix}-min-upload`}
          label={<Trans>Upload at least (Mbps)</Trans>}
          inputMode="decimal"
          value={draft.minUpload}
          error={error('min-upload')}
          onChange={(event) => onDraft({ ...draft, minUpload: event.target.value })}
        />
        <TextField
          id={`${idPrefix}-max-latency`}
          label={<Trans>Latency at most (ms)</Trans>}
          inputMode="decimal"
          value={draft.maxLatency}
          error={error('max-latency')}
          onChange={(event) => onDraft({ ...draft, maxLatency: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

export const speedTestStaffKind = defineStaffKind({
  kind: speedTestKind,
  label: msg`Internet speed test`,
  settings: {
    field: speedTestKind.settingsField,
    draftFrom: (value) => ({
      minDownload: text(value?.min_download_mbps),
      minUpload: text(value?.min_upload_mbps),
      maxLatency: text(value?.max_latency_ms),
    }),
    check: (draft: SpeedDraft, errors) => ({
      min_download_mbps: minimum(draft.minDownload, 'min-download', errors),
      min_upload_mbps: minimum(draft.minUpload, 'min-upload', errors),
      max_latency_ms: minimum(draft.maxLatency, 'max-latency', errors),
    }),
    Form: SpeedSettingsFields,
    details(i18n, speed) {
      const parts: string[] = [];
      if (speed.min_download_mbps !== null) parts.push(i18n._(msg`download at least ${speed.min_download_mbps} Mbps`));
      if (speed.min_upload_mbps !== null) parts.push(i18n._(msg`upload at least ${speed.min_upload_mbps} Mbps`));
      if (speed.max_latency_ms !== null) parts.push(i18n._(msg`latency at most ${speed.max_latency_ms} ms`));
      return parts.length > 0 ? parts.join(', ') : i18n._(msg`no minimums`);
    },
    notForKindText: () => t`Only speed tests take minimum speeds.`,
  },
  result: {
    scoreKind: 'speed',
    text: (i18n, { download_mbps, upload_mbps, latency_ms }) =>
      download_mbps === undefined || upload_mbps === undefined || latency_ms === undefined
        ? undefined
        : i18n._(
            msg`${figure(i18n, download_mbps)} Mbps down, ${figure(i18n, upload_mbps)} Mbps up, ${figure(i18n, latency_ms, 0)} ms latency`,
          ),
  },
});
