/**
 * The device check's verdicts, from what the browser said: each check is ok, a warning (it will
 * work, with a caveat), or a failure (fix it before a timed or recorded activity), with the reason
 * the screen turns into words and advice. Pure, so every case is tested without a device.
 */
export type Verdict = 'ok' | 'warn' | 'fail';

export type MediaProbe = 'granted' | 'denied' | 'no-device' | 'in-use' | 'unsupported';
export type MediaReason = MediaProbe;

export type NetworkProbe =
  { status: 'measured'; downloadMbps: number; uploadMbps: number; latencyMs: number } | { status: 'failed' };
export type NetworkReason = 'fast' | 'slow-upload' | 'slow-download' | 'high-latency' | 'too-slow' | 'failed';

export interface StorageProbe {
  persisted: 'granted' | 'denied' | 'unsupported';
  /** Free room the browser grants this site, when it says. */
  availableBytes?: number;
}
export type StorageReason = 'persistent-roomy' | 'not-persistent' | 'short' | 'unknown-room';

export type InstallProbe = 'installed' | 'installable' | 'ios-manual' | 'unsupported';

/**
 * Video answers are uploaded in the background, so a slow upload only means a longer wait; below
 * the minimum a 2-minute answer (about 30 MB) takes longer than the answer itself to leave.
 */
export const DEVICE_CHECK_LIMITS = {
  minDownloadMbps: 1,
  minUploadMbps: 0.5,
  goodUploadMbps: 2,
  highLatencyMs: 400,
  /** Room for a few recorded answers kept on the device until they are uploaded. */
  minStorageBytes: 300 * 1024 * 1024,
} as const;

export interface Judged<R> {
  verdict: Verdict;
  reason: R;
}

export function judgeMedia(probe: MediaProbe): Judged<MediaReason> {
  return { verdict: probe === 'granted' ? 'ok' : 'fail', reason: probe };
}

export function judgeNetwork(probe: NetworkProbe): Judged<NetworkReason> {
  if (probe.status === 'failed') return { verdict: 'fail', reason: 'failed' };
  const limits = DEVICE_CHECK_LIMITS;
  if (probe.downloadMbps < limits.minDownloadMbps && probe.uploadMbps < limits.minUploadMbps)
    return { verdict: 'fail', reason: 'too-slow' };
  if (probe.uploadMbps < limits.minUploadMbps) return { verdict: 'fail', reason: 'slow-upload' };
  if (probe.downloadMbps < limits.minDownloadMbps) return { verdict: 'warn', reason: 'slow-download' };
  if (probe.uploadMbps < limits.goodUploadMbps) return { verdict: 'warn', reason: 'slow-upload' };
  if (probe.latencyMs > limits.highLatencyMs) return { verdict: 'warn', reason: 'high-latency' };
  return { verdict: 'ok', reason: 'fast' };
}

export function judgeStorage(probe: StorageProbe): Judged<StorageReason> {
  if (probe.availableBytes !== undefined && probe.availableBytes < DEVICE_CHECK_LIMITS.minStorageBytes)
    return { verdict: 'fail', reason: 'short' };
  if (probe.persisted !== 'granted') return { verdict: 'warn', reason: 'not-persistent' };
  if (probe.availableBytes === undefined) return { verdict: 'warn', reason: 'unknown-room' };
  return { verdict: 'ok', reason: 'persistent-roomy' };
}

export function judgeInstall(probe: InstallProbe): Judged<InstallProbe> {
  return { verdict: probe === 'unsupported' ? 'warn' : 'ok', reason: probe };
}

/** The page's one-line summary: the worst verdict of the checks that have run. */
export function overallVerdict(verdicts: ReadonlyArray<Verdict | undefined>): Verdict | undefined {
  const known = verdicts.filter((v): v is Verdict => v !== undefined);
  if (known.length === 0) return undefined;
  if (known.includes('fail')) return 'fail';
  if (known.includes('warn')) return 'warn';
  return 'ok';
}

/** How the browser answered getUserMedia, as a probe. */
export function mediaProbeOfError(error: unknown): MediaProbe {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'unsupported';
}

/** iPhones and iPads install from Safari's share menu; the browser never offers a prompt there. */
export function installProbe(input: {
  standalone: boolean;
  promptAvailable: boolean;
  userAgent: string;
  maxTouchPoints: number;
}): InstallProbe {
  if (input.standalone) return 'installed';
  if (input.promptAvailable) return 'installable';
  const ios =
    /iPhone|iPad|iPod/.test(input.userAgent) || (/Macintosh/.test(input.userAgent) && input.maxTouchPoints > 1);
  return ios ? 'ios-manual' : 'unsupported';
}
