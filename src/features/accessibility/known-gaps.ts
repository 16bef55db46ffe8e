/**
 * What does not yet conform to WCAG 2.2 AA, as the accessibility statement lists it (D210). Each
 * gap names the open item that will close it; known-gaps.test.ts keeps every
 * gap tied to one and to D210, where the list is explained. Remove a gap when its item lands.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface KnownGap {
  id: string;
  /** The success criteria the gap falls short of. */
  criteria: readonly string[];
  text: MessageDescriptor;
  /** The open item that closes it: an issue and its item number. */
  openItem: { issue: number; item: number };
}

export const KNOWN_GAPS: readonly KnownGap[] = [
  {
    id: 'recorded-answers-captions',
    criteria: ['1.2.1', '1.2.2'],
    text: msg`Video and audio answers that candidates record get captions and a transcript where the server has a transcription service set up or where a colleague has written them; other answers have none. Captions made by a machine are marked as such until a person checks them.`,
    openItem: { issue: 45, item: 3 },
  },
  {
    id: 'screen-reader-users',
    criteria: ['4.1.2'],
    text: msg`Our checks are automated (every page with axe, every activity with the keyboard alone); the screens have not yet been tried by people who use screen readers every day.`,
    openItem: { issue: 45, item: 3 },
  },
];
