/**
 * The interview in the staff plan editor (src/ui/staff-kit/staff-kind.ts): its settings are its
 * interview setup, edited below the activity once it is added. Staff-only: no candidate route
 * imports this file.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { interviewKind } from '../../../contracts/interview-kind.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';

export const interviewStaffKind = defineStaffKind({
  kind: interviewKind,
  label: msg`Interview`,
  about: () => (
    <Trans>
      After adding it, edit the activity to choose its interview kit, the interviewers, the length and the place or
      meeting link.
    </Trans>
  ),
});
