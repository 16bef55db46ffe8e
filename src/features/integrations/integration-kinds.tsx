/**
 * What /settings/integrations says about each service kind: its name, what Assay does when nothing
 * is connected (the built-in default, said plainly), what "connected" counts, and any settings of
 * its own. One entry per kind; a new adapter adds or changes its entry, not the page.
 */
import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IntegrationKind } from '../../../contracts/integrations.ts';
import { BackgroundCheckSettings } from './background-check-settings.tsx';
import { BiEmbedSettings } from './bi-embed-settings.tsx';
import { ConferencingSettings } from './conferencing-settings.tsx';
import { MessagingSettings } from './messaging-settings.tsx';
import { JobDistributionSettings } from './job-distribution-settings.tsx';

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
    localDefault: msg`No messaging provider: text messages staff write stay in the outbox below, unsent.`,
    howToConnect: msg`Connect an SMSC over SMPP or an HTTP SMS API below; messages go from the company’s first active phone number.`,
    Settings: MessagingSettings,
  },
  background_check: {
    title: msg`Background checks`,
    localDefault: msg`Manual checks: staff arrange each check, then record its outcome and attach the report on the application.`,
    howToConnect: msg`Connect a Checkr account below: candidates are then invited by Checkr and each check follows Checkr’s signed updates.`,
    Settings: BackgroundCheckSettings,
  },
  language_assessment: {
    title: msg`Language assessment`,
    localDefault: msg`Built-in language test, turned on or off per company below.`,
  },
  job_distribution: {
    title: msg`Job-posting distribution`,
    localDefault: msg`Job boards read the company’s postings from Assay’s XML feeds.`,
    howToConnect: msg`Make a job board a push board with its API address and key: each posting is sent to it, and its state shown on the board’s page.`,
    Settings: JobDistributionSettings,
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
