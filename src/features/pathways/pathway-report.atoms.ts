/**
 * pathwayReportMetadata (seed 001 section 3, Pathway state): set when /user/progress opens a
 * pathway (job_type_id 4) by its jobUuid; the pathway report reads which tracker to show from it.
 * Kept in sessionStorage as well, so a reload (also offline) still knows the pathway.
 */
import type { TrackerItem } from '../../../contracts/progress.ts';
import { atom, store } from '../../lib/store.ts';

export interface PathwayReportMetadata {
  jobUuid: string;
  refId: string;
  pathwayTitle: string;
  accountName: string;
}

const STORAGE_KEY = 'assay.pathway-report-metadata';

function readSaved(): PathwayReportMetadata | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PathwayReportMetadata>) : null;
    return value && typeof value.refId === 'string' && typeof value.jobUuid === 'string'
      ? (value as PathwayReportMetadata)
      : null;
  } catch {
    return null;
  }
}

export const pathwayReportMetadataAtom = atom<PathwayReportMetadata | null>(readSaved());

export function storePathwayReportMetadata(
  tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id' | 'job_title' | 'account_name'>,
): void {
  const metadata: PathwayReportMetadata = {
    jobUuid: tracker.job_uuid,
    refId: tracker.ref_id,
    pathwayTitle: tracker.job_title,
    accountName: tracker.account_name,
  };
  store.set(pathwayReportMetadataAtom, metadata);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(metadata));
  } catch {
    // Storage refused (private mode, quota): the atom still holds it for this page's life.
  }
}

export function clearPathwayReportMetadata(): void {
  store.set(pathwayReportMetadataAtom, null);
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
