import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// tracker_title is data, but these are the product's own kinds (seed 000 section 3), so they
// are shown in the candidate's language; any other title is shown as the company wrote it.
const KNOWN = {
  'Job Application': msg`Job Application`,
  'Employee Profile': msg`Employee Profile`,
  Pathway: msg`Pathway`,
} as const;

export function trackerTitleLabel(title: string, i18n: I18n): string {
  const known = KNOWN[title as keyof typeof KNOWN];
  return known ? i18n._(known) : title;
}
