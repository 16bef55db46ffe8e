/**
 * The device check (/test): camera, microphone, connection, storage, offline readiness and
 * installing, each with a plain verdict and what to do. Nothing is recorded or sent, except the
 * connection measurement's test bytes to our own server.
 */
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Readiness } from '../../offline/offline-readiness.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { overallVerdict, type Verdict } from './device-check-model.ts';
import './device-check.css';
import {
  CameraCheck,
  ConnectionCheck,
  InstallCheck,
  MicrophoneCheck,
  OfflineCheck,
  StorageCheck,
  type MeasureConnection,
} from './device-checks.tsx';

type CheckName = 'camera' | 'microphone' | 'connection' | 'storage' | 'offline' | 'install';

export interface DeviceCheckScreenProps {
  measureConnection: MeasureConnection;
  /** Whether this device is ready to go on offline, and what to say when it is not. */
  readiness: Readiness;
  notReadyText: ReactNode;
}

export function DeviceCheckScreen({ measureConnection, readiness, notReadyText }: DeviceCheckScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Check your device`);
  const [verdicts, setVerdicts] = useState<Partial<Record<CheckName, Verdict>>>({});
  const [setters] = useState(() => {
    const set = (name: CheckName) => (verdict: Verdict | undefined) =>
      setVerdicts((all) => (all[name] === verdict ? all : { ...all, [name]: verdict }));
    const judged = (name: CheckName) => (j: { verdict: Verdict }) => set(name)(j.verdict);
    return {
      camera: judged('camera'),
      microphone: judged('microphone'),
      connection: judged('connection'),
      storage: judged('storage'),
      offline: set('offline'),
      install: set('install'),
    };
  });
  const overall = overallVerdict(Object.values(verdicts));
  return (
    <div className="device-check">
      <h1>
        <Trans>Check your device</Trans>
      </h1>
      <p className="device-check__intro">
        <Trans>
          Before a timed test or a video answer, make sure this phone or computer is ready. Nothing here is recorded or
          shared.
        </Trans>
      </p>
      <p
        className={`device-check__summary device-check__summary--${overall ?? 'pending'}`}
        role="status"
        data-testid="device-check-summary"
      >
        {overall === 'ok' && <Trans>Everything checked so far is ready.</Trans>}
        {overall === 'warn' && <Trans>This device will work; read the notes below.</Trans>}
        {overall === 'fail' && <Trans>Something needs attention before you start: see below.</Trans>}
        {overall === undefined && <Trans>Checking…</Trans>}
      </p>
      <div className="device-check__cards">
        <CameraCheck onJudged={setters.camera} />
        <MicrophoneCheck onJudged={setters.microphone} />
        <ConnectionCheck onJudged={setters.connection} measureConnection={measureConnection} />
        <StorageCheck onJudged={setters.storage} />
        <OfflineCheck readiness={readiness} notReadyText={notReadyText} onVerdict={setters.offline} />
        <InstallCheck onVerdict={setters.install} />
      </div>
    </div>
  );
}
