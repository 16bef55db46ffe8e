import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TrackerDetail } from '../../../contracts/progress.ts';
import {
  deviceActivities,
  isServerBehind,
  trackerStatus,
  type DeviceActivity,
  type TrackerStatus,
} from '../../offline/activity-progress.ts';
import { onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import { trackerKeys } from './progress.queries.ts';

const NOTHING_HERE: ReadonlyMap<number, DeviceActivity> = new Map();
/**
 * How long the device's record may take before the server's answer is shown alone: a browser that
 * blocks IndexedDB may never answer (some private modes), and the tracker must not stay blank.
 */
const DEVICE_READ_PATIENCE_MS = 3_000;

/**
 * Each activity's status on the tracker (D194), by job_step_activity_id: the server's answer (read
 * at `readAt`) weighed against this device's attempts, read live so a submit in another tab or a
 * receipt the background sync records shows at once. Undefined until the device's record was read
 * (without IndexedDB, or when it does not answer within DEVICE_READ_PATIENCE_MS, the server's
 * answer alone). When the device holds a receipt the server's
 * answer predates, the tracker is read again.
 */
export function useTrackerStatuses(
  detail: TrackerDetail | undefined,
  readAt: number,
): ReadonlyMap<number, TrackerStatus> | undefined {
  const queryClient = useQueryClient();
  const refId = detail?.tracker.ref_id;
  // Read again when what the page holds on a full disk changes (no Dexie write tells it).
  const { unsent } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const device = useLiveValue(() => (refId ? deviceActivities(refId) : Promise.resolve(NOTHING_HERE)), [refId, unsent]);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (device.loaded) return;
    const timer = setTimeout(() => setGaveUp(true), DEVICE_READ_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [device.loaded]);
  const known = device.loaded ? (device.value ?? NOTHING_HERE) : gaveUp ? NOTHING_HERE : undefined;
  const activities = detail?.steps.flatMap((step) => step.activities) ?? [];
  const isBehind =
    known !== undefined && activities.some((a) => isServerBehind(a, readAt, known.get(a.job_step_activity_id)));
  useEffect(() => {
    if (isBehind) void queryClient.invalidateQueries({ queryKey: trackerKeys.all });
  }, [isBehind, readAt, queryClient]);
  if (!known) return undefined;
  return new Map(
    activities.map((a) => [a.job_step_activity_id, trackerStatus(a, readAt, known.get(a.job_step_activity_id))]),
  );
}
