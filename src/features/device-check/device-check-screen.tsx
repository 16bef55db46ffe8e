/**
 * The device check (/test): camera, microphone, connection, storage, offline readiness and
 * installing, each with a plain verdict and what to do. Nothing is recorded or sent, except the
 * connection measurement's test bytes to our own server.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../../lib/store.ts';
import { sessionAtom } from '../../lib/session.ts';
import { appInstalledAtom, installPromptAtom, promptInstall } from '../../offline-hooks/install-prompt.ts';
import type { Readiness } from '../../offline/offline-readiness.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import {
  judgeInstall,
  judgeMedia,
  judgeNetwork,
  judgeStorage,
  overallVerdict,
  type Judged,
  type MediaProbe,
  type NetworkProbe,
  type NetworkReason,
  type StorageProbe,
  type StorageReason,
  type Verdict,
} from './device-check-model.ts';
import { followLevel, openMedia, probeInstall, probeStorage } from './device-probes.ts';
import './device-check.css';

function VerdictMark({ verdict }: { verdict: Verdict | undefined }) {
  if (verdict === undefined)
    return (
      <span className="device-check__mark device-check__mark--pending" aria-hidden="true">
        …
      </span>
    );
  const symbol = verdict === 'ok' ? '✓' : verdict === 'warn' ? '!' : '✕';
  return (
    <span className={`device-check__mark device-check__mark--${verdict}`} aria-hidden="true">
      {symbol}
    </span>
  );
}

function VerdictWord({ verdict }: { verdict: Verdict | undefined }) {
  if (verdict === 'ok') return <Trans>Ready</Trans>;
  if (verdict === 'warn') return <Trans>Works, with a caveat</Trans>;
  if (verdict === 'fail') return <Trans>Needs attention</Trans>;
  return <Trans>Not checked yet</Trans>;
}

function CheckCard({
  title,
  verdict,
  children,
  testId,
}: {
  title: ReactNode;
  verdict: Verdict | undefined;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      className={`device-check__card device-check__card--${verdict ?? 'pending'}`}
      data-testid={testId}
      aria-live="polite"
    >
      <h2 className="device-check__title">
        <VerdictMark verdict={verdict} />
        <span>{title}</span>
        <span className="device-check__verdict">
          <VerdictWord verdict={verdict} />
        </span>
      </h2>
      {children}
    </section>
  );
}

function MediaAdvice({ probe, kind }: { probe: MediaProbe; kind: 'camera' | 'microphone' }) {
  switch (probe) {
    case 'granted':
      return kind === 'camera' ? (
        <Trans>You should see yourself below. Make sure your face is lit and in the frame.</Trans>
      ) : (
        <Trans>Say a few words: the bar below should move as you speak.</Trans>
      );
    case 'denied':
      return (
        <Trans>
          The browser was not allowed to use it. Allow the camera and microphone for this site in the browser's settings
          (the icon beside the address), then check again.
        </Trans>
      );
    case 'no-device':
      return <Trans>No device was found. Connect one, or use a phone or laptop that has one.</Trans>;
    case 'in-use':
      return <Trans>Another app is using it. Close video calls and other camera apps, then check again.</Trans>;
    case 'unsupported':
      return <Trans>This browser cannot record. Use a recent Chrome, Edge, Firefox or Safari.</Trans>;
  }
}

function NetworkAdvice({ reason }: { reason: NetworkReason }) {
  switch (reason) {
    case 'fast':
      return <Trans>Your connection is fast enough for every activity, video answers included.</Trans>;
    case 'slow-upload':
      return (
        <Trans>
          Sending is slow: video answers will take a while to upload. They are kept on this device until they arrive, so
          keep the app open or come back later.
        </Trans>
      );
    case 'slow-download':
      return (
        <Trans>Receiving is slow: pages may take a moment to open. Answers are kept on this device either way.</Trans>
      );
    case 'high-latency':
      return (
        <Trans>
          The connection answers slowly. It works, but a steadier network (Wi-Fi close to the router) is better for
          timed tests.
        </Trans>
      );
    case 'too-slow':
      return (
        <Trans>
          The connection is too slow for video answers. Move closer to the Wi-Fi router or use another network before
          you start.
        </Trans>
      );
    case 'failed':
      return <Trans>The measurement could not finish. Check that you are online, then try again.</Trans>;
  }
}

function StorageAdvice({ reason }: { reason: StorageReason }) {
  switch (reason) {
    case 'persistent-roomy':
      return (
        <Trans>
          This device has room for your answers and recordings, and the browser will keep them until they are sent.
        </Trans>
      );
    case 'not-persistent':
      return (
        <Trans>
          The browser may clear saved data when space runs low. Install the app (below) so your answers are kept safely.
        </Trans>
      );
    case 'unknown-room':
      return (
        <Trans>
          The browser does not say how much room is free. Make sure the device has at least 300 MB free before a video
          activity.
        </Trans>
      );
    case 'short':
      return (
        <Trans>This device is short of free space for recordings. Free at least 300 MB before a video activity.</Trans>
      );
  }
}

function CameraCheck({ onJudged }: { onJudged(j: Judged<MediaProbe>): void }) {
  const [probe, setProbe] = useState<MediaProbe>();
  const [busy, setBusy] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | undefined>(undefined);
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);
  const check = async () => {
    setBusy(true);
    stream.current?.getTracks().forEach((track) => track.stop());
    const opened = await openMedia('camera');
    stream.current = opened.stream;
    setProbe(opened.probe);
    onJudged(judgeMedia(opened.probe));
    setBusy(false);
    if (video.current && opened.stream) video.current.srcObject = opened.stream;
  };
  const verdict = probe ? judgeMedia(probe).verdict : undefined;
  return (
    <CheckCard title={<Trans>Camera</Trans>} verdict={verdict} testId="check-camera">
      <p>
        {probe ? (
          <MediaAdvice probe={probe} kind="camera" />
        ) : (
          <Trans>Needed for video answers. The browser will ask for permission.</Trans>
        )}
      </p>
      <video ref={video} className="device-check__preview" hidden={probe !== 'granted'} autoPlay muted playsInline />
      <Button variant="secondary" onClick={() => void check()} isBusy={busy} busyLabel={<Trans>Checking…</Trans>}>
        {probe ? <Trans>Check the camera again</Trans> : <Trans>Check the camera</Trans>}
      </Button>
    </CheckCard>
  );
}

function MicrophoneCheck({ onJudged }: { onJudged(j: Judged<MediaProbe>): void }) {
  const [probe, setProbe] = useState<MediaProbe>();
  const { t } = useLingui();
  const [level, setLevel] = useState(0);
  const [busy, setBusy] = useState(false);
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);
  const check = async () => {
    setBusy(true);
    stop.current();
    const opened = await openMedia('microphone');
    setProbe(opened.probe);
    onJudged(judgeMedia(opened.probe));
    setBusy(false);
    if (opened.stream) {
      const media = opened.stream;
      const unfollow = followLevel(media, setLevel);
      stop.current = () => {
        unfollow();
        media.getTracks().forEach((track) => track.stop());
      };
    }
  };
  const verdict = probe ? judgeMedia(probe).verdict : undefined;
  return (
    <CheckCard title={<Trans>Microphone</Trans>} verdict={verdict} testId="check-microphone">
      <p>
        {probe ? (
          <MediaAdvice probe={probe} kind="microphone" />
        ) : (
          <Trans>Needed for video and audio answers. The browser will ask for permission.</Trans>
        )}
      </p>
      {probe === 'granted' && (
        <meter className="device-check__level" min={0} max={1} value={level} aria-label={t`Microphone level`}>
          {Math.round(level * 100)}%
        </meter>
      )}
      <Button variant="secondary" onClick={() => void check()} isBusy={busy} busyLabel={<Trans>Checking…</Trans>}>
        {probe ? <Trans>Check the microphone again</Trans> : <Trans>Check the microphone</Trans>}
      </Button>
    </CheckCard>
  );
}

/** The connection's measurement (the route passes it in: it belongs to the kind that measures it). */
export type MeasureConnection = (
  onProgress: (progress: { fraction: number }) => void,
  signal: AbortSignal,
) => Promise<{ downloadMbps: number; uploadMbps: number; latencyMs: number }>;

function ConnectionCheck({
  onJudged,
  measureConnection,
}: {
  onJudged(j: Judged<NetworkReason>): void;
  measureConnection: MeasureConnection;
}) {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const [probe, setProbe] = useState<NetworkProbe>();
  const [progress, setProgress] = useState<{ fraction: number }>();
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);
  const measure = async () => {
    abort.current = new AbortController();
    setProgress({ fraction: 0 });
    let measured: NetworkProbe;
    try {
      const { downloadMbps, uploadMbps, latencyMs } = await measureConnection(setProgress, abort.current.signal);
      measured = { status: 'measured', downloadMbps, uploadMbps, latencyMs };
    } catch {
      if (abort.current.signal.aborted) return;
      measured = { status: 'failed' };
    }
    setProgress(undefined);
    setProbe(measured);
    onJudged(judgeNetwork(measured));
  };
  const judged = probe ? judgeNetwork(probe) : undefined;
  const signedIn = session.status === 'signed-in';
  return (
    <CheckCard title={<Trans>Connection</Trans>} verdict={judged?.verdict} testId="check-connection">
      {judged ? (
        <p>
          <NetworkAdvice reason={judged.reason} />
        </p>
      ) : (
        <p>
          <Trans>
            Measures sending and receiving with our server, as your answers and recordings will travel. It takes about
            15 seconds.
          </Trans>
        </p>
      )}
      {probe?.status === 'measured' && (
        <dl className="device-check__figures">
          <dt>
            <Trans>Receiving</Trans>
          </dt>
          <dd>{probe.downloadMbps.toFixed(1)} Mbps</dd>
          <dt>
            <Trans>Sending</Trans>
          </dt>
          <dd>{probe.uploadMbps.toFixed(1)} Mbps</dd>
          <dt>
            <Trans>Response time</Trans>
          </dt>
          <dd>{Math.round(probe.latencyMs)} ms</dd>
        </dl>
      )}
      {progress && (
        <progress
          className="device-check__progress"
          max={1}
          value={progress.fraction}
          aria-label={t`Measuring the connection`}
        />
      )}
      {signedIn ? (
        <Button
          variant="secondary"
          onClick={() => void measure()}
          isBusy={progress !== undefined}
          busyLabel={<Trans>Measuring…</Trans>}
        >
          {probe ? <Trans>Measure again</Trans> : <Trans>Measure my connection</Trans>}
        </Button>
      ) : (
        <p>
          <Link to="/login" search={{ redirect: '/test' }}>
            <Trans>Sign in to measure your connection</Trans>
          </Link>
        </p>
      )}
    </CheckCard>
  );
}

function StorageCheck({ onJudged }: { onJudged(j: Judged<StorageReason>): void }) {
  const [probe, setProbe] = useState<StorageProbe>();
  useEffect(() => {
    let live = true;
    void probeStorage().then((found) => {
      if (!live) return;
      setProbe(found);
      onJudged(judgeStorage(found));
    });
    return () => {
      live = false;
    };
  }, [onJudged]);
  const judged = probe ? judgeStorage(probe) : undefined;
  return (
    <CheckCard title={<Trans>Storage on this device</Trans>} verdict={judged?.verdict} testId="check-storage">
      <p>{judged ? <StorageAdvice reason={judged.reason} /> : <Trans>Checking…</Trans>}</p>
    </CheckCard>
  );
}

function OfflineCheck({
  readiness,
  notReadyText,
  onVerdict,
}: {
  readiness: Readiness;
  notReadyText: ReactNode;
  onVerdict(v: Verdict | undefined): void;
}) {
  const verdict: Verdict | undefined =
    readiness.status === 'ready' ? 'ok' : readiness.status === 'not-ready' ? 'warn' : undefined;
  useEffect(() => onVerdict(verdict), [verdict, onVerdict]);
  return (
    <CheckCard title={<Trans>Working offline</Trans>} verdict={verdict} testId="check-offline">
      <p>
        {readiness.status === 'ready' && (
          <Trans>
            This device keeps the app and your answers: if the connection drops during a test, you can carry on.
          </Trans>
        )}
        {readiness.status === 'checking' && (
          <Trans>Getting ready to work offline… On a first visit this takes a few seconds.</Trans>
        )}
        {readiness.status === 'not-ready' && notReadyText}
      </p>
    </CheckCard>
  );
}

function InstallCheck({ onVerdict }: { onVerdict(v: Verdict): void }) {
  const promptAvailable = useAtomValue(installPromptAtom);
  const installedNow = useAtomValue(appInstalledAtom);
  const probe = probeInstall(promptAvailable, installedNow);
  const judged = judgeInstall(probe);
  useEffect(() => onVerdict(judged.verdict), [judged.verdict, onVerdict]);
  return (
    <CheckCard title={<Trans>Installing the app</Trans>} verdict={judged.verdict} testId="check-install">
      <p>
        {probe === 'installed' && <Trans>The app is installed on this device.</Trans>}
        {probe === 'installable' && (
          <Trans>Install the app to open it from your home screen and keep your answers safe, even offline.</Trans>
        )}
        {probe === 'ios-manual' && <Trans>In Safari, tap Share, then "Add to Home Screen", to install the app.</Trans>}
        {probe === 'unsupported' && (
          <Trans>
            This browser does not offer to install the app. It still works in the browser; Chrome, Edge or Safari can
            install it.
          </Trans>
        )}
      </p>
      {probe === 'installable' && (
        <Button variant="secondary" onClick={() => void promptInstall()}>
          <Trans>Install the app</Trans>
        </Button>
      )}
    </CheckCard>
  );
}

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
