/** When a recorded answer counts as in: what opens Submit on the video page. */
import type { UploadStatus } from '../../offline/records.ts';

/**
 * Ready when no take of this question is still on its way from the device (one being recorded and
 * not yet used does not count), and the server holds the answer: either its view says so, or this
 * device's latest take is done, which it only becomes when the server answered "ready" for that
 * very upload. The device's word counts because the server's view can lag (a read that came back
 * just before the take was checked, or a newer, abandoned take listed last), and the server's
 * submit checks again anyway.
 */
export function isAnswerIn(serverStatus: string | undefined, latestTake: UploadStatus | undefined): boolean {
  if (latestTake === 'queued' || latestTake === 'uploading' || latestTake === 'parked') return false;
  return serverStatus === 'ready' || latestTake === 'done';
}
