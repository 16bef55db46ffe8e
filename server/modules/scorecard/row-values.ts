/** How the scorecard stores turn database values (timestamps, numerics that arrive as strings) into API values. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();
export const num = (value: string | number | null | undefined): number | null => (value == null ? null : Number(value));
