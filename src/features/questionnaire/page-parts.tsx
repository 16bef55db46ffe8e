import { ActivityLoadError } from '../../ui/tracker-link.tsx';
import type { ActivityRef } from './instruction-screen.tsx';

export { TrackerLink } from '../../ui/tracker-link.tsx';

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
