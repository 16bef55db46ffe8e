/** The application form and the resume in the staff plan editor (src/ui/staff-kit/staff-kind.ts): no settings. Staff-only: no candidate route imports this file. */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formKind, resumeKind } from '../../../contracts/application-form-kind.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';

export const formStaffKind = defineStaffKind({
  kind: formKind,
  label: msg`Form`,
  about: () => <Trans>Candidates fill in the company's application form (its fields are set under Settings).</Trans>,
});

export const resumeStaffKind = defineStaffKind({
  kind: resumeKind,
  label: msg`Resume`,
  about: () => <Trans>Candidates upload their resume.</Trans>,
});
