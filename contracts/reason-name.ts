/** The one rule on a reason's name, for every company reason list (rejection, separation): given, and not too long. */
export const MAX_REASON_NAME = 150;

export type ReasonProblemCode = 'required' | 'too_long';

export function reasonNameProblem(
  name: string,
): { prop: 'name'; code: ReasonProblemCode; message: string } | undefined {
  const trimmed = name.trim();
  if (!trimmed) return { prop: 'name', code: 'required', message: 'Enter a reason.' };
  if (trimmed.length > MAX_REASON_NAME)
    return { prop: 'name', code: 'too_long', message: `Use at most ${MAX_REASON_NAME} characters.` };
  return undefined;
}
