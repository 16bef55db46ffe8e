/**
 * The root path's redirects by query parameter (seed 000 section 2.1). They run before the
 * access decision so an anonymous visitor with an invitation link reaches the right login
 * variant instead of the plain sign-in page.
 */
export function entryRedirect(searchStr: string): string {
  const query = new URLSearchParams(searchStr);
  const kept = query.toString() ? `?${query.toString()}` : '';
  const value = (name: string) => {
    const v = query.get(name)?.trim();
    return v ? encodeURIComponent(v) : undefined;
  };
  const sr = value('sr');
  if (sr) return `/login/applicant/${sr}${kept}`;
  const interview = value('in');
  if (interview) return `/login/interview/${interview}`;
  const pc = value('pc');
  if (pc) return `/login/participant/${pc}`;
  const sc = value('sc');
  const userId = value('id');
  if (sc && userId) return `/login/scorecard/${sc}/${userId}`;
  const cp = value('cp');
  if (cp) return `/login/career-pathways/${cp}`;
  const ins = value('ins');
  if (ins) return `/login/interview-list/${ins}${kept}`;
  return '/login';
}
