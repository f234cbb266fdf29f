/** The Nova Poshta proxy (spec section 3): the carrier calls the delivery form and the tracking SMS make. */

/** POST /api/admin/postal/novaposhta: the carrier's request shape without apiKey (the server adds it). */
export const NOVA_POSHTA_PROXY_PATH = '/api/admin/postal/novaposhta';
export const NP_CITY_LIMIT = 50;
export const NP_WAREHOUSE_LIMIT = 200;
export const NP_CITY_SEARCH_MIN = 2;
export const NP_CITY_SEARCH_DEBOUNCE_MS = 300;
export const NP_SUGGESTIONS_HIDE_MS = 200;
export const NP_DEFAULT_ERROR = 'API request failed';

export type NpCall =
  | { modelName: 'Address'; calledMethod: 'getCities'; methodProperties: { FindByString: string; Limit?: number | string; Page?: number | string } }
  | { modelName: 'Address'; calledMethod: 'getWarehouses'; methodProperties: { CityRef: string; Limit?: number | string; Page?: number | string; FindByString?: string } }
  | { modelName: 'TrackingDocument'; calledMethod: 'getStatusDocuments'; methodProperties: { Documents: { DocumentNumber: string; Phone?: string }[] } };

export interface NpRequest {
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, unknown>;
}

export interface NpResponse<T> {
  success: boolean;
  data: T[];
  errors: string[];
  warnings?: string[];
}

export interface NpCity {
  Ref: string;
  Description: string;
  AreaDescription: string;
}

export interface NpWarehouse {
  Ref: string;
  Description: string;
}

export interface NpTrackingStatus {
  Number: string;
  Status: string;
  StatusCode: string;
}
