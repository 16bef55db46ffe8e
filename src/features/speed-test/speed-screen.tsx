/**
 * /user/internet-speed-test: what the test does, then download, upload, latency and jitter
 * measured against our own server (speed-runner.ts), then the result, stored on the activity.
 * Offline it says it needs a connection and waits; it starts once the device is back online.
 * One writer (offline promise 10): while another tab or device has the activity the test does not
 * start and no result is saved (SubmissionShell); a result refused for that reason stays on
 * screen and is saved from here once the candidate continues on this device.
 */
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { type SpeedTestResult } from '../../../contracts/speed-test.ts';
import { call } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import type { ActivityLease } from '../../offline-hooks/use-activity-lease.ts';
import { SubmissionShell } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { SPEED_METHOD, roundMbps } from './speed-method.ts';
import { runSpeedTest, type SpeedMeasurement, type SpeedProgress } from './speed-runner.ts';
import './speed-test.css';
import { saveSpeedTestResult } from '../../lib/api/speed-test.ts';
import { DeviceCheckLink } from '../../ui/device-check-link.tsx';
import { companyText } from '../../ui/company-text.ts';
import { speedTestKind } from './speed-test.kind.ts';
import { useNeedsConnection } from '../../ui/offline-readiness/page-needs-connection.ts';
import type { TextVersions } from '../../../contracts/company-text.ts';

export interface SpeedActivityRef {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  /** Every version of the title, so the screen names it in the reader's language (D256). */
  titleVersions?: TextVersions | undefined;
}

type State =
  | { step: 'ready' }
  | { step: 'running'; progress: SpeedProgress }
  /** `isHeldBack`: refused because another device has the activity; saved from here after "Continue on this device". */
  | { step: 'measured'; measurement: SpeedMeasurement; saving: boolean; error?: unknown; isHeldBack?: boolean }
  | { step: 'saved'; result: SpeedTestResult }
  | { step: 'failed'; error: unknown };

export function SpeedScreen({ activity, onSaved }: { activity: SpeedActivityRef; onSaved(): void }) {
  const { t, i18n } = useLingui();
  // It measures the connection: the header never says this page works offline.
  useNeedsConnection();
  const title =
    companyText(i18n, { text: activity.title, versions: activity.titleVersions }, speedTestKind.builtInTitles) ||
    t`Internet speed test`;
  useDocumentTitle(title);
  const isOnline = useIsOnline();
  const [state, setState] = useState<State>({ step: 'ready' });
  const abortRef = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function save(measurement: SpeedMeasurement, lease: ActivityLease) {
    setState({ step: 'measured', measurement, saving: true });
    try {
      const result = await call(saveSpeedTestResult, {
        body: {
          ref_id: activity.refId,
          job_step_activity_id: activity.activityId,
          download_mbps: roundMbps(measurement.downloadMbps),
          upload_mbps: roundMbps(measurement.uploadMbps),
          latency_ms: Math.round(measurement.latencyMs * 10) / 10,
          jitter_ms: Math.round(measurement.jitterMs * 10) / 10,
          method_version: SPEED_METHOD.version,
        },
        idempotencyKey: crypto.randomUUID(),
      });
      setState({ step: 'saved', result });
      onSaved();
    } catch (error) {
      if (lease.noteRefusal(error)) setState({ step: 'measured', measurement, saving: false, isHeldBack: true });
      else setState({ step: 'measured', measurement, saving: false, error });
    }
  }

  async function start(lease: ActivityLease) {
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'running', progress: { phase: 'latency', fraction: 0 } });
    // Lost the network mid-test: stop and wait; the candidate runs it again once back.
    const onOffline = () => {
      controller.abort();
      setState({ step: 'ready' });
    };
    window.addEventListener('offline', onOffline);
    try {
      const measurement = await runSpeedTest(
        (progress) => !controller.signal.aborted && setState({ step: 'running', progress }),
        controller.signal,
      );
      await save(measurement, lease);
    } catch (error) {
      if (!controller.signal.aborted) setState({ step: 'failed', error });
    } finally {
      window.removeEventListener('offline', onOffline);
    }
  }

  return (
    <SubmissionShell activity={activity} isOpen={state.step !== 'saved'}>
      {({ lease, isBlocked, notice }) => (
        <section className="st-page" aria-labelledby="st-title">
          <Link
            to="/user/progress-tracker"
            search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
            className="back-link"
          >
            <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
          </Link>
          <h1 id="st-title" className="st-title">
            {title}
          </h1>
          {notice}
          {state.step === 'ready' || state.step === 'failed' ? (
            <>
              <p className="st-lead">
                <Trans>
                  This test measures how fast your connection downloads and uploads, and how quickly it answers. It
                  takes about 20 seconds. For a fair result, pause other downloads and video calls first.
                </Trans>
              </p>
              <DeviceCheckLink />
              {!isOnline && (
                <div className="notice notice--warning" role="status">
                  <p>
                    <Trans>
                      The speed test needs an internet connection. You're offline; it will be ready as soon as you're
                      back online.
                    </Trans>
                  </p>
                </div>
              )}
              {state.step === 'failed' && (
                <div className="notice notice--error" role="alert">
                  <p>
                    <Trans>The speed test could not finish: {errorText(state.error)}</Trans>
                  </p>
                </div>
              )}
              <div className="st-actions">
                <Button
                  onClick={() => void start(lease)}
                  aria-disabled={!isOnline || isBlocked || undefined}
                  disabled={!isOnline || isBlocked}
                >
                  {state.step === 'failed' ? (
                    <Trans>Run the speed test again</Trans>
                  ) : (
                    <Trans>Start the speed test</Trans>
                  )}
                </Button>
              </div>
            </>
          ) : state.step === 'running' ? (
            <Running progress={state.progress} />
          ) : state.step === 'measured' ? (
            <>
              {state.saving ? (
                <p className="notice" role="status">
                  <Trans>Saving your result…</Trans>
                </p>
              ) : state.isHeldBack ? (
                <div className="st-actions">
                  <Button onClick={() => void save(state.measurement, lease)} disabled={!isOnline || isBlocked}>
                    <Trans>Save the result</Trans>
                  </Button>
                </div>
              ) : (
                <div className="notice notice--error" role="alert">
                  <p>
                    <Trans>Your result could not be saved: {errorText(state.error)}</Trans>
                  </p>
                  <Button
                    variant="secondary"
                    onClick={() => void save(state.measurement, lease)}
                    disabled={!isOnline || isBlocked}
                  >
                    <Trans>Try saving again</Trans>
                  </Button>
                </div>
              )}
              <Results
                downloadMbps={roundMbps(state.measurement.downloadMbps)}
                uploadMbps={roundMbps(state.measurement.uploadMbps)}
                latencyMs={Math.round(state.measurement.latencyMs * 10) / 10}
                jitterMs={Math.round(state.measurement.jitterMs * 10) / 10}
              />
            </>
          ) : (
            <>
              <p className="notice notice--success" role="status">
                <Trans>Your result has been saved. Thank you!</Trans>
              </p>
              <Results
                downloadMbps={state.result.download_mbps}
                uploadMbps={state.result.upload_mbps}
                latencyMs={state.result.latency_ms}
                jitterMs={state.result.jitter_ms}
              />
              {state.result.meets_requirements === true && (
                <p className="notice notice--success">
                  <Trans>Your connection meets what this job asks for.</Trans>
                </p>
              )}
              {state.result.meets_requirements === false && (
                <p className="notice">
                  <Trans>
                    Your connection is slower than this job asks for. Your result is saved; if you can, use a faster
                    connection for the work itself.
                  </Trans>
                </p>
              )}
              <Link
                to="/user/progress-tracker"
                search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
                className="back-link"
              >
                <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
              </Link>
            </>
          )}
        </section>
      )}
    </SubmissionShell>
  );
}

function Running({ progress }: { progress: SpeedProgress }) {
  const { t } = useLingui();
  const percent = Math.round(progress.fraction * 100);
  const label =
    progress.phase === 'latency'
      ? t`Measuring latency…`
      : progress.phase === 'download'
        ? t`Measuring download speed…`
        : t`Measuring upload speed…`;
  const current = progress.current ?? 0;
  return (
    <div className="st-running">
      <p className="st-phase" role="status">
        {label}
      </p>
      <progress className="st-progress" max={100} value={percent} aria-label={t`Speed test progress`}>
        {percent}%
      </progress>
      <p className="st-current" aria-hidden="true">
        {progress.phase === 'latency' ? (
          <Trans>{Math.round(current)} ms</Trans>
        ) : (
          <Trans>{roundMbps(current)} Mbps</Trans>
        )}
      </p>
    </div>
  );
}

function Results(props: { downloadMbps: number; uploadMbps: number; latencyMs: number; jitterMs: number }) {
  return (
    <>
      <h2 className="st-subtitle">
        <Trans>Your connection</Trans>
      </h2>
      <dl className="st-results">
        <div>
          <dt>
            <Trans context="network speed">Download</Trans>
          </dt>
          <dd>
            <Trans>{props.downloadMbps} Mbps</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans context="network speed">Upload</Trans>
          </dt>
          <dd>
            <Trans>{props.uploadMbps} Mbps</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Latency</Trans>
          </dt>
          <dd>
            <Trans>{props.latencyMs} ms</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Jitter</Trans>
          </dt>
          <dd>
            <Trans>{props.jitterMs} ms</Trans>
          </dd>
        </div>
      </dl>
      <p className="st-muted">
        <Trans>
          Measured against our own server with 4 parallel streams; the first 2 seconds of each direction are left out
          while the connection speeds up.
        </Trans>
      </p>
    </>
  );
}
