/** Nova Poshta look-ups through the admin-only backend proxy (the carrier key stays on the server). */
import {
  NOVA_POSHTA_PROXY_PATH,
  NP_CITY_LIMIT,
  NP_WAREHOUSE_LIMIT,
  type NpCity,
  type NpRequest,
  type NpResponse,
  type NpWarehouse,
} from '@law/contracts';
import { http, serverError } from '../http';
import { carrierErrorMessage } from './delivery-rules';

/** The shared axios instance already prefixes /api. */
const proxyPath = NOVA_POSHTA_PROXY_PATH.replace(/^\/api/, '');

/** A failed carrier call; `message` is what the form shows. */
export class CarrierError extends Error {}

async function callCarrier<T>(request: NpRequest, signal?: AbortSignal): Promise<T[]> {
  let body: NpResponse<T>;
  try {
    const res = await http.post<NpResponse<T>>(proxyPath, request, { signal });
    body = res.data;
  } catch (e) {
    throw new CarrierError(serverError(e) ?? carrierErrorMessage(null));
  }
  if (!body || body.success !== true || !Array.isArray(body.data)) throw new CarrierError(carrierErrorMessage(body?.errors));
  return body.data;
}

export function searchCities(query: string, signal?: AbortSignal): Promise<NpCity[]> {
  return callCarrier<NpCity>(
    { modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: query.trim(), Limit: NP_CITY_LIMIT } },
    signal,
  ).then((cities) => cities.slice(0, NP_CITY_LIMIT));
}

export function getWarehouses(cityRef: string, signal?: AbortSignal): Promise<NpWarehouse[]> {
  return callCarrier<NpWarehouse>(
    { modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: cityRef, Limit: NP_WAREHOUSE_LIMIT } },
    signal,
  ).then((list) => list.slice(0, NP_WAREHOUSE_LIMIT));
}

export function isAbort(e: unknown): boolean {
  return e instanceof Error && (e.name === 'CanceledError' || e.name === 'AbortError');
}
