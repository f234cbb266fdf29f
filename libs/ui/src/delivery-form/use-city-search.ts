import { useEffect, useState } from 'react';
import { NP_CITY_SEARCH_DEBOUNCE_MS, type NpCity } from '@law/contracts';
import { canSearchCities } from './delivery-rules';
import { isAbort, searchCities } from './nova-poshta-api';

export interface CitySearchState {
  cities: NpCity[];
  loading: boolean;
  error: string | null;
  /** The query the current results answer (null before any search). */
  answered: string | null;
}

/** Searches cities 300 ms after the last keystroke, from two characters; a newer query cancels the older one. */
export function useCitySearch(query: string, enabled: boolean): CitySearchState {
  const [state, setState] = useState<CitySearchState>({ cities: [], loading: false, error: null, answered: null });

  useEffect(() => {
    if (!enabled || !canSearchCities(query)) {
      setState((s) => (s.cities.length || s.loading ? { cities: [], loading: false, error: s.error, answered: null } : s));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      searchCities(query, controller.signal).then(
        (cities) => setState({ cities, loading: false, error: null, answered: query }),
        (e: unknown) => {
          if (isAbort(e)) return;
          setState({ cities: [], loading: false, error: e instanceof Error ? e.message : String(e), answered: query });
        },
      );
    }, NP_CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return state;
}
