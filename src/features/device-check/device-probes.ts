/** What the device check asks the browser: media streams, storage, install state. */
import { checkQuota, requestPersistentStorage } from '../../offline/storage.ts';
import { isStandalone } from '../../offline-hooks/install-prompt.ts';
import {
  installProbe,
  mediaProbeOfError,
  type InstallProbe,
  type MediaProbe,
  type StorageProbe,
} from './device-check-model.ts';

/** Opens the camera or the microphone; the caller stops the stream's tracks when done. */
export async function openMedia(kind: 'camera' | 'microphone'): Promise<{ probe: MediaProbe; stream?: MediaStream }> {
  if (!navigator.mediaDevices?.getUserMedia) return { probe: 'unsupported' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia(kind === 'camera' ? { video: true } : { audio: true });
    return { probe: 'granted', stream };
  } catch (error) {
    return { probe: mediaProbeOfError(error) };
  }
}

export async function probeStorage(): Promise<StorageProbe> {
  const persisted = await requestPersistentStorage();
  const quota = await checkQuota(0);
  return quota.status === 'unknown' ? { persisted } : { persisted, availableBytes: quota.availableBytes };
}

export function probeInstall(promptAvailable: boolean, installedNow: boolean): InstallProbe {
  return installProbe({
    standalone: installedNow || isStandalone(),
    promptAvailable,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

/** Follows a microphone's loudness (0..1) until the returned function is called. */
export function followLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const AudioContextClass =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return () => {};
  const context = new AudioContextClass();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  let frame = 0;
  const tick = () => {
    analyser.getByteTimeDomainData(samples);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
    onLevel(peak);
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    void context.close();
  };
}
