/**
 * What the job profile's loaders share (D189): the profile and the dashboards' filter come from
 * the URL (/jobdetails?job_id=&from_date=...), so each page's first view loads before it renders.
 * A failed read is the page's to show, with its own message and retry, as before the loaders.
 */
import { i18n } from '@lingui/core';
import type { ProfileFilter } from '../../../../contracts/job-profiles.ts';
import { profileFilterOf } from '../../../features/job-profiles/profile-filter.tsx';

/** A profile page's loader dependencies: the profile and the dashboards' filter from the layout's search. */
export const profileLoaderDeps = ({ search }: { search: { job_id?: number } & ProfileFilter }) => ({
  jobId: search.job_id,
  filter: profileFilterOf(search),
});

/** Runs `load` for the profile in the URL, if any; a failure is left to the page. */
export async function loadForProfile(jobId: number | undefined, load: (jobId: number) => Promise<unknown>) {
  if (jobId !== undefined) await load(jobId).catch(() => undefined);
}

/** The language the profile's reports are read in, as the boards pick it (`i18n.locale`). */
export const reportLocale = () => i18n.locale;
