/** The search of /user/language-test: the activity, and the part and question on screen (so a reload keeps the place). */
import * as z from 'zod/mini';
import { optionalText } from '../../-search.ts';

export const languageTestSearch = z.object({ jobUuid: optionalText, refId: optionalText, activityId: optionalText, part: optionalText, q: optionalText });
export type LanguageTestSearch = z.infer<typeof languageTestSearch>;
