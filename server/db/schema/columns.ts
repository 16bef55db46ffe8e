/** The column types the table files share. */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Numeric = ColumnType<string, string | number, string | number>;
/** Dates (`date` columns) are read back as 'YYYY-MM-DD' text through a cast in the store. */
export type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;
