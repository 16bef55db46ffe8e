/** The device check's checks, each probing one thing and showing its verdict on a card. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../../lib/store.ts';
import { sessionAtom } from '../../lib/session.ts';
import { appInstalledAtom, installPromptAtom, promptInstall } from '../../offline-hooks/install-prompt.ts';
import type { Readiness } from '../../offline/offline-readiness.ts';
import { Button } from '../../ui/form/button.tsx';
import {
  judgeInstall,
  judgeMedia,
  judgeNetwork,
  judgeStorage,
  type Judged,
  type MediaProbe,
  type NetworkProbe,
  type NetworkReason,
  type StorageProbe,
  type StorageReason,
  type Verdict,
} from './device-check-model.ts';
import { followLevel, openMedia, probeInstall, probeStorage } from './device-probes.ts';
import { CheckCard } from './check-card.tsx';
import { MediaAdvice, NetworkAdvice, StorageAdvice } from './check-advice.tsx';

export function CameraCheck({ onJudged }: { onJudged(j: Judged<MediaProbe>): void }) {
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

export function MicrophoneCheck({ onJudged }: { onJudged(j: Judged<MediaProbe>): void }) {
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

export function ConnectionCheck({
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
            <Trans context="network speed">Sending</Trans>
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

export function StorageCheck({ onJudged }: { onJudged(j: Judged<StorageReason>): void }) {
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

export function OfflineCheck({
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

export function InstallCheck({ onVerdict }: { onVerdict(v: Verdict): void }) {
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
