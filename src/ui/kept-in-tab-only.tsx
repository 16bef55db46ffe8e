/**
 * What a question screen says under an answer the disk refused (a full disk, D195) while the server
 * does not have it yet: kept in this tab only, so keep it open (D317). Written once for every
 * question screen (questionnaire, skills test, screening questions, language test). Its words are
 * in the storage-trouble catalog, loaded with the storage notice, which the candidate layout shows
 * as soon as a write is refused: no question screen downloads them before a full disk.
 */
import { lazy, Suspense, type ReactNode } from 'react';

// Should the chunk be out of reach, the line stays empty rather than failing the question (the
// storage notice above it says the same, as it is loaded the same way).
const Words = lazy(() =>
  import('./storage-trouble/storage-trouble-notice.tsx').then(
    (m): { default: () => ReactNode } => ({ default: m.KeptInTabOnlyWords }),
    () => ({ default: () => null }),
  ),
);

export function KeptInTabOnly({ className }: { className: string }) {
  return (
    <span className={className}>
      <Suspense fallback={null}>
        <Words />
      </Suspense>
    </span>
  );
}
