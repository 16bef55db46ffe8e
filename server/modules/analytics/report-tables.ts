/**
 * Any dashboard report as tables, for the weekly mail's PDF and CSV (D340): the report's own
 * figures (its top-level numbers and small objects) in one row, then each list of objects a table
 * of its own, named by its path; a list nested in a list's rows (a funnel step's activities)
 * becomes a table whose first column is its row's name. Lists of numbers (score bins) are joined
 * by spaces; an empty list shows nothing. Columns are the report's field names, as the API documents them, so the files read
 * the same in every language and the CSV can be read by a program.
 */
export type Cell = string | number | boolean | null;
export interface ReportTable {
  name: string;
  columns: string[];
  rows: Cell[][];
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isObjectList = (v: Json): v is Record<string, Json>[] => Array.isArray(v) && v.length > 0 && v.every(isObject);
const isScalar = (v: Json): v is Cell => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The scalar fields of an object, small objects flattened as `parent.child`, lists of scalars joined. */
function flatFields(object: Record<string, Json>, prefix = ''): [string, Cell][] {
  const out: [string, Cell][] = [];
  for (const [key, value] of Object.entries(object)) {
    const name = prefix + key;
    if (isScalar(value)) out.push([name, value]);
    else if (Array.isArray(value) && value.length > 0 && value.every(isScalar))
      out.push([name, value.map(String).join(' ')]);
    else if (isObject(value)) out.push(...flatFields(value, `${name}.`));
  }
  return out;
}

/** A row's name for the tables nested in it: its first text field, else its first field. */
const rowName = (row: Record<string, Json>): Cell => {
  const fields = flatFields(row);
  return (fields.find(([, v]) => typeof v === 'string') ?? fields[0])?.[1] ?? null;
};

function listTables(name: string, list: Record<string, Json>[], parents: Cell[] = []): ReportTable[] {
  const columns = [...new Set(list.flatMap((row) => flatFields(row).map(([k]) => k)))];
  const table: ReportTable = {
    name,
    columns: parents.length ? ['of', ...columns] : columns,
    rows: list.map((row, i) => {
      const fields = new Map(flatFields(row));
      const cells = columns.map((c) => fields.get(c) ?? null);
      return parents.length ? [parents[i]!, ...cells] : cells;
    }),
  };
  const nested = new Map<string, { rows: Record<string, Json>[]; parents: Cell[] }>();
  for (const row of list)
    for (const [key, value] of Object.entries(row))
      if (isObjectList(value)) {
        const entry = nested.get(key) ?? { rows: [], parents: [] };
        entry.rows.push(...value);
        entry.parents.push(...value.map(() => rowName(row)));
        nested.set(key, entry);
      }
  return [table, ...[...nested].flatMap(([key, entry]) => listTables(`${name}.${key}`, entry.rows, entry.parents))];
}

/** The report's tables; `range` (the dates) is left to the file's heading. */
export function reportTables(report: Record<string, Json>): ReportTable[] {
  const { range: _range, ...rest } = report;
  const figures = flatFields(rest);
  const tables: ReportTable[] = figures.length
    ? [{ name: 'figures', columns: figures.map(([k]) => k), rows: [figures.map(([, v]) => v)] }]
    : [];
  for (const [key, value] of Object.entries(rest)) {
    if (isObjectList(value)) tables.push(...listTables(key, value));
    else if (isObject(value))
      for (const [inner, list] of Object.entries(value))
        if (isObjectList(list)) tables.push(...listTables(`${key}.${inner}`, list));
  }
  return tables;
}
