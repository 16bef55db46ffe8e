/**
 * The search of the questionnaire routes, apart from their loaders: the route tree validates it
 * eagerly, while the loaders (trackers, content, Dexie) stay in each route's lazy chunk.
 */
import { optionalText, searchOf } from '../../-search.ts';

export const activitySearch = searchOf({ jobUuid: optionalText, refId: optionalText, activityId: optionalText });
export type ActivitySearch = ReturnType<typeof activitySearch>;
