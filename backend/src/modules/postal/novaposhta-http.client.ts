import { outsideCall } from '../../common/metrics/metrics';
import type { NpResponse } from '@law/contracts';
import type { AppLogger } from '../../common/logger';
import { NP_MESSAGES, type AllowedNpCall } from './np-call';
import type { NpClient } from './np-client';

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * The carrier's JSON API (POST {apiKey, modelName, calledMethod, methodProperties} → {success, data, errors,
 * warnings}). The key is added here and scrubbed from anything that comes back. An outage, a timeout or a
 * malformed answer becomes the carrier's own failure shape {success:false, errors:[message]}, so the form
 * has one error path.
 */
export class NovaPoshtaHttpClient implements NpClient {
  readonly source = 'novaposhta' as const;

  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
    private readonly logger: AppLogger,
  ) {}

  async call(c: AllowedNpCall): Promise<NpResponse<unknown>> {
    let res: Response;
    try {
      res = await outsideCall(
        'carrier',
        () =>
          fetch(this.apiUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ apiKey: this.apiKey, modelName: c.modelName, calledMethod: c.calledMethod, methodProperties: c.methodProperties }),
            signal: AbortSignal.timeout(this.timeoutMs),
          }),
        (r) => (r.ok ? 'ok' : 'error'),
      );
    } catch (e) {
      this.logger.warn('nova poshta unreachable', { call: `${c.modelName}/${c.calledMethod}`, error: this.scrub(e instanceof Error ? e.message : String(e)) });
      return this.failure(NP_MESSAGES.unavailable);
    }
    const body = await res.text().catch(() => '');
    if (!res.ok) {
      this.logger.warn('nova poshta http error', { call: `${c.modelName}/${c.calledMethod}`, status: res.status });
      return this.failure(`${NP_MESSAGES.unavailable} (HTTP ${res.status})`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return this.failure(NP_MESSAGES.badAnswer);
    }
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { success?: unknown }).success !== 'boolean') return this.failure(NP_MESSAGES.badAnswer);
    const p = parsed as { success: boolean; data?: unknown; errors?: unknown; warnings?: unknown };
    const out: NpResponse<unknown> = {
      success: p.success,
      data: Array.isArray(p.data) ? p.data : [],
      errors: strings(p.errors),
      warnings: strings(p.warnings),
    };
    if (!out.success && out.errors.length === 0) out.errors.push(NP_MESSAGES.badAnswer);
    // Whatever the carrier echoes, the key never leaves the server.
    return JSON.parse(this.scrub(JSON.stringify(out))) as NpResponse<unknown>;
  }

  private failure(message: string): NpResponse<unknown> {
    return { success: false, data: [], errors: [message], warnings: [] };
  }

  private scrub(s: string): string {
    return this.apiKey ? s.split(this.apiKey).join('***') : s;
  }
}
