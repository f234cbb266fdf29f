import type { NpResponse } from '@law/contracts';
import type { AllowedNpCall } from './np-call';

/** One interface for the carrier's API and the offline directory. */
export interface NpClient {
  readonly source: 'novaposhta' | 'offline';
  call(c: AllowedNpCall): Promise<NpResponse<unknown>>;
}

export const NP_CLIENT = Symbol('NP_CLIENT');
