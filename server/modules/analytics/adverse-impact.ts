/**
 * Selection rates by group, the four-fifths ratio against the highest-rate group and Fisher's
 * exact test beside it, with small cells hidden. A count of 1 to MIN_CELL - 1 people is hidden
 * (0 identifies nobody); so is every figure computed from it. Totals add up the groups shown only,
 * so no hidden count can be found by subtracting the shown ones from a total.
 */
import {
  FOUR_FIFTHS,
  MIN_CELL,
  type AdverseImpactGroup,
  type AdverseImpactTable,
} from '../../../contracts/analytics.ts';
import { fisherExact } from '../../scoring/fisher.ts';

export interface GroupCount {
  group: string;
  considered: number;
  selected: number;
}

const small = (n: number) => n > 0 && n < MIN_CELL;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export function adverseImpactTable(
  kind: AdverseImpactTable['kind'],
  label: string,
  counts: GroupCount[],
): AdverseImpactTable {
  const present = counts.filter((c) => c.considered > 0);
  // A group is shown when neither its selected nor its not-selected count is a small cell.
  const shown = present.filter((c) => !small(c.considered) && !small(c.selected) && !small(c.considered - c.selected));
  const rated = shown.map((c) => ({ ...c, rate: c.selected / c.considered }));
  const reference = rated.length >= 2 ? rated.reduce((best, c) => (c.rate > best.rate ? c : best)) : undefined;
  const groups: AdverseImpactGroup[] = present.map((c) => {
    const r = rated.find((x) => x.group === c.group);
    if (!r)
      return {
        group: c.group,
        considered: null,
        selected: null,
        rate: null,
        impact_ratio: null,
        p_value: null,
        adverse: false,
        suppressed: true,
      };
    const ratio = reference && reference.rate > 0 ? r.rate / reference.rate : null;
    const p =
      reference && reference !== r
        ? fisherExact(
            r.selected,
            r.considered - r.selected,
            reference.selected,
            reference.considered - reference.selected,
          )
        : null;
    return {
      group: c.group,
      considered: r.considered,
      selected: r.selected,
      rate: round(r.rate, 4),
      impact_ratio: ratio === null ? null : round(ratio, 4),
      p_value: p === null ? null : round(p, 4),
      adverse: ratio !== null && ratio < FOUR_FIFTHS,
      suppressed: false,
    };
  });
  return {
    kind,
    label,
    reference_group: reference?.group ?? null,
    total_considered: rated.reduce((s, c) => s + c.considered, 0),
    total_selected: rated.reduce((s, c) => s + c.selected, 0),
    groups,
  };
}
