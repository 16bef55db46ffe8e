/**
 * What /settings/integrations says about each service kind: its name, what Assay does when nothing
 * is connected (the built-in default, said plainly), what "connected" counts, and any settings of
 * its own. One entry per kind; a new adapter adds or changes its entry, not the page.
 */
import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IntegrationKind } from '../../../contracts/integrations.ts';
import { BiEmbedSettings } from './bi-embed-settings.tsx';
import { ConferencingSettings } from './conferencing-settings.tsx';

export interface KindEntry {
  title: MessageDescriptor;
  /** The built-in default in use while nothing is connected. */
  localDefault: MessageDescriptor;
  /** How to connect one, when the kind has an adapter. */
  howToConnect?: MessageDescriptor;
  /** Settings of the kind itself, shown under it. */
  Settings?: ComponentType<{ accountId: number; meetingBaseUrl: string }>;
}

export const INTEGRATION_KIND_ENTRIES: Record<IntegrationKind, KindEntry> = {
  calendar: {
    title: msg`Calendar sync`,
    localDefault: msg`Interviewers set their availability in Assay; invitations go by mail with a calendar file.`,
    howToConnect: msg`Each interviewer connects their own CalDAV calendar from their interviewer profile.`,
    Settings: ConferencingSettings,
  },
  e_signature: {
    title: msg`E-signature`,
    localDefault: msg`Built-in e-signature: candidates sign their offers in Assay.`,
  },
  messaging: {
    title: msg`Messaging (SMS)`,
    localDefault: msg`No messaging provider: no text message is sent. Phone numbers are kept for staff to call.`,
  },
  background_check: {
    title: msg`Background checks`,
    localDefault: msg`No background-check provider: checks are arranged outside Assay.`,
  },
  language_assessment: {
    title: msg`Language assessment`,
    localDefault: msg`Built-in language test, turned on or off per company below.`,
  },
  job_distribution: {
    title: msg`Job-posting distribution`,
    localDefault: msg`Job boards read the company’s postings from Assay’s XML feeds.`,
  },
  bi_dashboards: {
    title: msg`BI dashboards`,
    localDefault: msg`Built-in dashboards.`,
    howToConnect: msg`Embed a Metabase dashboard below: it is shown beside the built-in dashboards, signed for each viewer for ten minutes.`,
    Settings: BiEmbedSettings,
  },
  video_media: {
    title: msg`Video and media`,
    localDefault: msg`Recorded answers are kept and played as the browser recorded them.`,
    howToConnect: msg`With ffmpeg on the server, each submitted answer also gets a copy that plays on every device and a poster; with a transcription service set in the server’s configuration, captions and a transcript too.`,
  },
};
