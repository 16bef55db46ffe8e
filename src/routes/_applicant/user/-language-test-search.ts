/** The search of /user/language-test: the activity, and the part and question on screen (so a reload keeps the place). */
import { optionalText, searchOf } from '../../-search.ts';

export const languageTestSearch = searchOf({
  jobUuid: optionalText,
  refId: optionalText,
  activityId: optionalText,
  part: optionalText,
  q: optionalText,
});
export type LanguageTestSearch = ReturnType<typeof languageTestSearch>;
