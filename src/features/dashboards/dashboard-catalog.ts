/**
 * The dashboard switcher's entries (seed 002 section 2.1), their groups and who sees each:
 * Company Overview (BETA) only for provider admins, the EEOC dashboard only when the company's
 * EEOC_DASHBOARD preference is 1, every other entry for everyone with dashboard access.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const ACCOUNT_DASHBOARDS = [
  'interview-overview',
  'screening-questions',
  'applicant-overview',
  'hiring-process-fidelity',
  'company-overview',
  'eeoc',
  'attributes',
  'interview',
  'interviewers',
  'time-to-hire',
  'turnover',
  'performance',
  'company-source-effectiveness',
  'company-language-assessment',
  'company-funnel-analytics',
  'company-hiring-classes',
  'scale-quality',
] as const;
export type AccountDashboard = (typeof ACCOUNT_DASHBOARDS)[number];

export interface DashboardEntry {
  slug: AccountDashboard | 'custom';
  label: MessageDescriptor;
  group: 'default' | 'custom' | 'embedded';
  beta?: boolean;
  /** The custom dashboard's id (the dId query parameter). */
  dId?: number;
  /** The embedded BI dashboard's id (the eId query parameter, D235). */
  eId?: number;
  /** A custom or embedded dashboard's name, as its creator typed it (not translated). */
  name?: string;
}

const LABELS: Record<AccountDashboard, MessageDescriptor> = {
  'interview-overview': msg`Interview Overview`,
  'screening-questions': msg`Screening Questions`,
  'applicant-overview': msg`Candidate Overview`,
  'hiring-process-fidelity': msg`Hiring Process Fidelity`,
  'company-overview': msg`Company Overview`,
  eeoc: msg`EEOC Dashboard`,
  attributes: msg`Attributes`,
  interview: msg`Interview Questions`,
  interviewers: msg`Interviewers`,
  'time-to-hire': msg`Time To Hire`,
  turnover: msg`Turnover`,
  performance: msg`Performance`,
  'company-source-effectiveness': msg`Source Effectiveness`,
  'company-language-assessment': msg`Language Assessment`,
  'company-funnel-analytics': msg`Funnel Analytics`,
  'company-hiring-classes': msg`Hiring Classes`,
  'scale-quality': msg`Scale Quality`,
};

const CUSTOM_LABEL = msg`Custom dashboard`;
const EMBEDDED_LABEL = msg`Embedded dashboard`;

export function dashboardLabel(slug: AccountDashboard): MessageDescriptor {
  return LABELS[slug];
}

export interface Viewer {
  isProviderAdmin: boolean;
  eeocDashboardOn: boolean;
}

export function visibleDashboards(
  viewer: Viewer,
  custom: readonly { dId: number; name: string }[] = [],
  embedded: readonly { eId: number; name: string }[] = [],
): DashboardEntry[] {
  const defaults = ACCOUNT_DASHBOARDS.filter((slug) => {
    if (slug === 'company-overview') return viewer.isProviderAdmin;
    if (slug === 'eeoc') return viewer.eeocDashboardOn;
    return true;
  }).map((slug): DashboardEntry => ({
    slug,
    label: LABELS[slug],
    group: 'default',
    beta: slug === 'company-overview',
  }));
  return [
    ...defaults,
    ...custom.map((c): DashboardEntry => ({
      slug: 'custom',
      label: CUSTOM_LABEL,
      name: c.name,
      group: 'custom',
      dId: c.dId,
    })),
    ...embedded.map((e): DashboardEntry => ({
      slug: 'custom',
      label: EMBEDDED_LABEL,
      name: e.name,
      group: 'embedded',
      eId: e.eId,
    })),
  ];
}

/** The entries whose label contains the search text (any case, accents ignored). */
export function searchDashboards<T extends { text: string }>(entries: readonly T[], query: string): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const q = fold(query.trim());
  return q === '' ? [...entries] : entries.filter((e) => fold(e.text).includes(q));
}
