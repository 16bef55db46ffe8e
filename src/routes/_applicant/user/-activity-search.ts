/**
 * The search of the questionnaire routes, apart from their loaders: the route tree validates it
 * eagerly, while the loaders (trackers, content, Dexie) stay in each route's lazy chunk.
 */
import * as z from 'zod/mini';
import { optionalText } from '../../-search.ts';

export const activitySearch = z.object({ jobUuid: optionalText, refId: optionalText, activityId: optionalText });
export type ActivitySearch = z.infer<typeof activitySearch>;
