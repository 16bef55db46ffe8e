import { ActivityLoadError } from '../../ui/tracker-link.tsx';

export { TrackerLink } from '../../ui/tracker-link.tsx';

/** The questionnaire activity a page is about (the route's search, resolved). */
export interface ActivityRef {
  asmtId: number;
  refId: string;
  jobUuid: string;
  activityId: number;
}

/** The content could not be loaded (and nothing is cached): say why and offer a retry. */
export function ContentLoadError({
  activity,
  error,
  onRetry,
}: {
  activity: ActivityRef;
  error: unknown;
  onRetry(): void;
}) {
  return <ActivityLoadError activity={activity} className="q-page" error={error} onRetry={onRetry} />;
}
