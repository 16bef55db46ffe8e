/** The personal profile, the resume and the application form as TanStack Query knows them, and their writes. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type SubmitApplicationForm } from '../../../contracts/application-form.ts';
import { type PatchProfile, type Profile } from '../../../contracts/profile.ts';
import { type Resume } from '../../../contracts/resume.ts';
import { call } from '../../lib/api-client.ts';
import { OFFLINE_READ_MAX_AGE_MS } from '../../lib/query-client.ts';
import { uploadFile } from '../../lib/file-transfer.ts';
import { getApplicationForm, submitApplicationForm } from '../../lib/api/application-form.ts';
import { getProfile, patchProfile } from '../../lib/api/profile.ts';
import { deleteResume, uploadResume } from '../../lib/api/resume.ts';

export const profileKeys = {
  all: ['profile'] as const,
  profile: (userId: number) => ['profile', 'user', userId] as const,
  form: (refId: string, activityId: number) => ['profile', 'application-form', refId, activityId] as const,
};

export function profileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => call(getProfile, { params: { userId }, signal }),
  });
}

export function applicationFormQueryOptions(refId: string, activityId: number) {
  return queryOptions({
    queryKey: profileKeys.form(refId, activityId),
    queryFn: ({ signal }) =>
      call(getApplicationForm, { params: { refId }, query: { job_step_activity_id: activityId }, signal }),
    // Persisted for offline reading (candidate-sync/persist-reads.ts): kept as long as the snapshot is.
    gcTime: OFFLINE_READ_MAX_AGE_MS,
  });
}

export async function saveProfile(queryClient: QueryClient, userId: number, body: PatchProfile): Promise<Profile> {
  const saved = await call(patchProfile, { params: { userId }, body });
  queryClient.setQueryData(profileKeys.profile(userId), saved);
  return saved;
}

/** The profile as the server has it now (what is asked included), into the cache the page reads. */
export async function refetchProfile(queryClient: QueryClient, userId: number): Promise<Profile> {
  return queryClient.fetchQuery({ ...profileQueryOptions(userId), staleTime: 0 });
}

export async function sendResume(
  queryClient: QueryClient,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Resume> {
  const saved = await uploadFile<Resume>({ path: uploadResume.path, file, fileName: file.name, onProgress });
  await queryClient.invalidateQueries({ queryKey: profileKeys.all });
  return saved;
}

export async function removeResume(queryClient: QueryClient, userId: number): Promise<void> {
  await call(deleteResume, { params: { userId } });
  await queryClient.invalidateQueries({ queryKey: profileKeys.all });
}

export async function sendApplicationForm(
  queryClient: QueryClient,
  body: SubmitApplicationForm,
  idempotencyKey: string,
) {
  const result = await call(submitApplicationForm, { body, idempotencyKey });
  await queryClient.invalidateQueries({ queryKey: profileKeys.all });
  return result;
}
