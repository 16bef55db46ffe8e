/** The quality of each scale of the company (D304), in the screen's language (the scale and item names). */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/scale-quality.ts';

export function scaleQualityQuery(accountId: number, language: Language) {
  return queryOptions({
    queryKey: ['report', 'scale-quality', accountId, language] as const,
    queryFn: ({ signal }) => call(api.getScaleQuality, { params: { accountId }, query: { language }, signal }),
  });
}
