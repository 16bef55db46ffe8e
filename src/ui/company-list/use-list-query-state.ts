/** Search, ordering, filters and page of a searched list; changing any of the first three goes back to page 1. */
import { useState } from 'react';

export function useListQueryState<Ordering extends string, Filters extends Record<string, string>>(initial: {
  ordering: Ordering;
  filters: Filters;
}) {
  const [search, setSearchValue] = useState('');
  const [ordering, setOrderingValue] = useState<Ordering>(initial.ordering);
  const [filters, setFilters] = useState<Filters>(initial.filters);
  const [page, setPage] = useState(1);
  const isNarrowed =
    search.trim() !== '' || Object.entries(filters).some(([name, value]) => value !== initial.filters[name]);
  return {
    search,
    /** The search to send: trimmed, absent when empty. */
    searchParam: search.trim() || undefined,
    ordering,
    filters,
    page,
    /** A search or a filter other than its initial value narrows the list ("No ... matches" rather than "No ... yet"). */
    isNarrowed,
    setSearch(value: string) {
      setSearchValue(value);
      setPage(1);
    },
    setOrdering(value: string) {
      setOrderingValue(value as Ordering);
      setPage(1);
    },
    setFilter<Name extends keyof Filters>(name: Name, value: Filters[Name]) {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
    setPage,
  };
}
