/** How the authoring screens count a test's parts and say how a section is timed. */
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

export const sectionCount = (n: number) => plural(n, { one: '# section', other: '# sections' });
export const questionCount = (n: number) => plural(n, { one: '# question', other: '# questions' });

export function SectionTiming({ section }: { section: { is_practice: boolean; minutes: number } }) {
  return section.is_practice ? (
    <Trans>Practice, untimed</Trans>
  ) : (
    <>{plural(section.minutes, { one: 'Timed: # minute', other: 'Timed: # minutes' })}</>
  );
}
