/**
 * What the mapping form refuses before the dry run: a column filling two fields, a required field
 * with no column, and (employees) the match rule's field with no column. Keys are `mapping.<field>`,
 * as the server names them.
 */
import { t } from '@lingui/core/macro';
import {
  IMPORT_KIND_FIELDS,
  type ImportMapping,
  type ImportOptions,
  type ImportType,
} from '../../../contracts/data-import.ts';

export function mappingErrors(
  type: ImportType,
  mapping: ImportMapping,
  options: ImportOptions,
): Record<string, string> {
  const { fields, required } = IMPORT_KIND_FIELDS[type];
  const found: Record<string, string> = {};
  const seen = new Set<string>();
  for (const field of fields) {
    const header = mapping[field];
    if (header && seen.has(header)) found[`mapping.${field}`] = t`This column already fills another field.`;
    if (header) seen.add(header);
  }
  for (const field of required)
    if (!mapping[field]) found[`mapping.${field}`] = t`Choose the column that holds this field.`;
  if (type === 'employees') {
    const key = options.match_by === 'employee_id' ? 'employee_id' : options.match_by === 'email' ? 'email' : undefined;
    if (key && !mapping[key]) found[`mapping.${key}`] = t`Rows are matched on this field: choose its column.`;
  }
  return found;
}
