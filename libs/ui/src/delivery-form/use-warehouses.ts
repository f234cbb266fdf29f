import { useEffect, useState } from 'react';
import type { NpWarehouse } from '@law/contracts';
import { getWarehouses, isAbort } from './nova-poshta-api';

export interface WarehousesState {
  warehouses: NpWarehouse[];
  loading: boolean;
  error: string | null;
}

/** The branches of the chosen city (none until a city is chosen). */
export function useWarehouses(cityRef: string | null): WarehousesState {
  const [state, setState] = useState<WarehousesState>({ warehouses: [], loading: false, error: null });

  useEffect(() => {
    if (!cityRef) {
      setState({ warehouses: [], loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState({ warehouses: [], loading: true, error: null });
    getWarehouses(cityRef, controller.signal).then(
      (warehouses) => setState({ warehouses, loading: false, error: null }),
      (e: unknown) => {
        if (isAbort(e)) return;
        setState({ warehouses: [], loading: false, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
  }, [cityRef]);

  return state;
}
