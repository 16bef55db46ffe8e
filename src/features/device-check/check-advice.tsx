/** What to do when a check fails: the camera or microphone, the connection, the storage. */
import { Trans } from '@lingui/react/macro';
import { type MediaProbe, type NetworkReason, type StorageReason } from './device-check-model.ts';

export function MediaAdvice({ probe, kind }: { probe: MediaProbe; kind: 'camera' | 'microphone' }) {
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

export function NetworkAdvice({ reason }: { reason: NetworkReason }) {
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

export function StorageAdvice({ reason }: { reason: StorageReason }) {
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
