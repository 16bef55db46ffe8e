/** The month range of the usage screen: the last three months by default, at most the server's limit. */
import { t } from '@lingui/core/macro';
import { MAX_USAGE_MONTHS } from '../../../contracts/provider-admin.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthText = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

export function defaultUsageRange(now = new Date()): { from: string; to: string } {
  return { from: monthText(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1))), to: monthText(now) };
}

export function usageRangeProblem(from: string, to: string): string | undefined {
  if (!MONTH.test(from) || !MONTH.test(to)) return t`Choose a first and a last month.`;
  if (from > to) return t`The last month must not be before the first.`;
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  if ((ty - fy) * 12 + (tm - fm) + 1 > MAX_USAGE_MONTHS) return t`Choose at most ${MAX_USAGE_MONTHS} months.`;
  return undefined;
}
