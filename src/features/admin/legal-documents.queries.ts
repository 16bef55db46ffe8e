/** The published and draft versions of the terms and privacy notice (provider admin; never persisted offline). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { listLegalVersions } from '../../lib/api/legal.ts';

export const VERSIONS_KEY = ['admin', 'legal-documents'];

export function legalVersionsQueryOptions() {
  return queryOptions({
    queryKey: VERSIONS_KEY,
    queryFn: () => call(listLegalVersions),
  });
}
