import { Trans, useLingui } from '@lingui/react/macro';
import type { MyInterview } from '../../../contracts/interview.ts';

/** When an interview is, in the device's time zone; "not scheduled" for a walk-in. */
export function InterviewWhen({ interview }: { interview: Pick<MyInterview, 'starts_at'> }) {
  const { i18n } = useLingui();
  if (!interview.starts_at) return <Trans>Not scheduled</Trans>;
  return <>{i18n.date(interview.starts_at, { dateStyle: 'medium', timeStyle: 'short' })}</>;
}
