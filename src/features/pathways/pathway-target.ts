/** Which pathway tracker the report shows: the asked ref_id, else the stored metadata's, else the newest pathway. */
import type { TrackerItem } from '../../../contracts/progress.ts';
import { JOB_TYPE } from '../../../contracts/job-type-codes.ts';
import type { PathwayReportMetadata } from './pathway-report.atoms.ts';

export function pathwayTarget(
  trackers: readonly TrackerItem[],
  metadata: PathwayReportMetadata | null,
  refId: string | undefined,
): { refId: string; jobUuid: string } | undefined {
  const pathways = trackers.filter((t) => t.job_type_id === JOB_TYPE.pathway);
  const pick = (id: string | undefined) => (id ? pathways.find((t) => t.ref_id === id) : undefined);
  const chosen =
    pick(refId) ??
    pick(metadata?.refId) ??
    [...pathways].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
  return chosen ? { refId: chosen.ref_id, jobUuid: chosen.job_uuid } : undefined;
}
