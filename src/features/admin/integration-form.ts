/** The integration form's checks, the same rules as the server's, with texts in the user's language. */
import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

export interface JobMapRow {
  key: number;
  external_job_id: string;
  job_uuid: string;
}

/** Field id -> problem: `name`, `job_maps.<i>.external_job_id`, `job_maps.<i>.job_uuid`. */
export function integrationProblems(name: string, rows: readonly JobMapRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!name.trim()) problems.name = t`Enter the name of the applicant tracking system.`;
  else if (name.trim().length > 100) problems.name = t`Use at most 100 characters.`;
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const id = row.external_job_id.trim();
    if (!id) problems[`job_maps.${i}.external_job_id`] = t`Enter the job id the applicant tracking system uses.`;
    else if (id.length > 100) problems[`job_maps.${i}.external_job_id`] = t`Use at most 100 characters.`;
    else if (seen.has(id)) problems[`job_maps.${i}.external_job_id`] = t`This job id is mapped twice.`;
    seen.add(id);
    if (!row.job_uuid) problems[`job_maps.${i}.job_uuid`] = t`Choose a requisition.`;
  });
  return problems;
}

/** The server's refusal placed on the fields it names (its props match the form's field ids). */
export function integrationServerProblems(error: unknown): { problems: Record<string, string>; text: string } {
  const problems: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const item of error.errors ?? []) {
      if (item.prop.endsWith('.job_uuid')) problems[item.prop] = t`Choose one of this company’s requisitions.`;
      else if (item.prop.endsWith('.external_job_id')) problems[item.prop] = t`This job id is mapped twice.`;
      else if (item.prop === 'name') problems.name = t`Enter the name of the applicant tracking system.`;
    }
  }
  return { problems, text: errorText(error) };
}
