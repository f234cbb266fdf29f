import type { AppConfig } from '../../config/config';
import { boolSetting as bool, intSetting as int } from '../../config/env-readers';
import { readLlmSettings, type LlmClientSettings } from '../llm/llm-client';
import { readOrdersConfig } from '../orders/orders.config';

/** Settings of legal-source reading and document generation, read once from the environment and validated at start-up. */
export interface DocumentsConfig {
  /** CHARACTERS_LIMIT / FILES_LIMIT: the same values the order details report (orders.config). */
  charactersLimit: number;
  filesLimit: number;
  fetch: {
    /** FETCH_TIMEOUT_MS: whole budget of one source, redirects included. */
    timeoutMs: number;
    /** FETCH_MAX_BYTES: reading a page stops past this size. */
    maxBytes: number;
    /** FETCH_MAX_REDIRECTS */
    maxRedirects: number;
    /** FETCH_CONCURRENCY: sources read at the same time. */
    concurrency: number;
    /** FETCH_ALLOW_PRIVATE=true — TEST-ONLY: lets the fetcher reach loopback/private addresses. Never set in production. */
    allowPrivate: boolean;
  };
  /** Set when LLM_BASE_URL is given; DOCUMENT_LLM_TIMEOUT_MS bounds one generation. */
  llm: LlmClientSettings | undefined;
}

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');

export function readDocumentsConfig(config: AppConfig): DocumentsConfig {
  const env = config.raw;
  const limits = readOrdersConfig(config);
  return {
    charactersLimit: limits.charactersLimit,
    filesLimit: limits.filesLimit,
    fetch: {
      timeoutMs: int(env, 'FETCH_TIMEOUT_MS', 10_000, 100, 300_000),
      maxBytes: int(env, 'FETCH_MAX_BYTES', 3 * 1024 * 1024, 1024, 100 * 1024 * 1024),
      maxRedirects: int(env, 'FETCH_MAX_REDIRECTS', 5, 0, 20),
      concurrency: int(env, 'FETCH_CONCURRENCY', 3, 1, 16),
      allowPrivate: bool(env, 'FETCH_ALLOW_PRIVATE'),
    },
    llm: readLlmSettings(env, { key: 'DOCUMENT_LLM_TIMEOUT_MS', defaultMs: 120_000, maxMs: 600_000 }),
  };
}
